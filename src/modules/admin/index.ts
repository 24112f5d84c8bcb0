// The admin module's surface for client and server code (docs/architecture.md#module-public-surfaces).
export {
  parseProviderLogQuery,
  providerLogSearch,
  PROVIDER_LOG_PAGE_SIZE,
  type ProviderLogQuery,
} from "./provider-log-query";
