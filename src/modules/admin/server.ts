// The admin module's server-only surface (docs/architecture.md#module-public-surfaces).
import "server-only";
export { adminOverview, type AdminOverview } from "./overview.server";
export { providerLogPage, type ProviderLogPage, type ProviderLogRow } from "./provider-logs.server";
export { providerConfiguration, type ProviderConfiguration } from "./provider-configuration.server";
export {
  exportAdminOrders,
  listAdminOrders,
  type AdminOrderPage,
  type AdminOrderRow,
} from "./orders-list.server";
export { loadAdminOrder, type AdminOrder } from "./order-detail.server";
export { adminOrdersCsv } from "./orders-csv";
export { listAdminUsers, type AdminUserPage, type AdminUserRow } from "./users-list.server";
export { changeUserRole, type UserRoleResult } from "./user-roles.server";
export { overviewSeries } from "./overview-series.server";
export { updateExchangeRate } from "./exchange-rates.server";
export {
  auditActions,
  auditEntries,
  recordAudit,
  AUDIT_PAGE_SIZE,
  type AuditActor,
  type AuditEntry,
  type AuditFilters,
  type AuditRow,
} from "./audit.server";
export {
  listInbox,
  loadInboxMessage,
  openMessageCount,
  type InboxMessage,
  type InboxRow,
} from "./inbox.server";
export {
  failingMailJobs,
  listOutbox,
  loadOutboxMail,
  type FailingMailJob,
  type OutboxMail,
  type OutboxRow,
} from "./mail-outbox.server";
export { exportSubscribers, listSubscribers, subscribersCsv, type SubscriberRow } from "./newsletter.server";
export type { AdminPage } from "./paging";
