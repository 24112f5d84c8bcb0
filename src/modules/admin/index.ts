// The admin module's surface for client and server code (docs/architecture.md#module-public-surfaces).
export {
  parseProviderLogQuery,
  providerLogSearch,
  PROVIDER_LOG_PAGE_SIZE,
  type ProviderLogQuery,
} from "./provider-log-query";
export {
  ADMIN_ORDERS_PAGE_SIZE,
  adminOrdersSearch,
  parseAdminOrdersQuery,
  type AdminOrdersQuery,
} from "./orders-query";
export { catalogueSearch, parseCatalogueQuery, type CatalogueQuery } from "./catalogue-query";
