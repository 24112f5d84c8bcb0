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
export {
  ADMIN_USERS_PAGE_SIZE,
  adminUsersSearch,
  parseAdminUsersQuery,
  type AdminUsersQuery,
} from "./users-query";
export { auditChanges, auditSearch, parseAuditQuery, type AuditChange, type AuditQuery } from "./audit-query";
export {
  OVERVIEW_RANGES,
  parseOverviewRange,
  type OverviewDay,
  type OverviewRange,
  type OverviewSeries,
} from "./overview-range";
