// The admin provider area's server-only surface (docs/architecture.md#module-public-surfaces).
import "server-only";
export { providerConfiguration, type ProviderConfiguration } from "./provider-configuration.server";
export { providerLogPage } from "./provider-logs.server";
