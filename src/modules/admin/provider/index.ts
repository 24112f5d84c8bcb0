// The admin provider area's surface for client and server code (docs/architecture.md#module-public-surfaces).
export { parseProviderLogQuery } from "./provider-log-query";
