// The admin module's server-only surface (docs/architecture.md#module-public-surfaces).
import "server-only";
export { adminOverview, type AdminOverview } from "./overview.server";
export { providerLogPage, type ProviderLogPage, type ProviderLogRow } from "./provider-logs.server";
export { providerConfiguration, type ProviderConfiguration } from "./provider-configuration.server";
