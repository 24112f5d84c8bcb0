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
export {
  INBOX_FILTERS,
  INBOX_PAGE_SIZE,
  inboxSearch,
  parseInboxQuery,
  type InboxFilter,
  type InboxQuery,
} from "./inbox-query";
export {
  MAIL_PAGE_SIZE,
  mailSearch,
  NEWSLETTER_PAGE_SIZE,
  parseMailQuery,
  parseNewsletterPage,
  type MailQuery,
} from "./mail-query";
export {
  ADMIN_USERS_PAGE_SIZE,
  adminUsersSearch,
  parseAdminUsersQuery,
  type AdminUsersQuery,
} from "./users-query";
export {
  parseReviewsQuery,
  REVIEW_FILTERS,
  REVIEWS_PAGE_SIZE,
  reviewsSearch,
  type ReviewFilter,
  type ReviewsQuery,
} from "./reviews-query";
export { auditChanges, auditSearch, parseAuditQuery, type AuditChange, type AuditQuery } from "./audit-query";
export {
  OVERVIEW_RANGES,
  parseOverviewRange,
  type OverviewDay,
  type OverviewRange,
  type OverviewSeries,
} from "./overview-range";
