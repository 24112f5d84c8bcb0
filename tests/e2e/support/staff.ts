/**
 * Staff accounts of the test server: each is listed in ADMIN_EMAILS (playwright.config.ts), so it is
 * an admin from sign-up. One per spec: specs run in parallel on one server, and an address can be
 * signed up only once.
 */
export const STAFF_EMAIL = "staff.e2e@example.com";
export const PROVIDER_STAFF_EMAIL = "staff.provider.e2e@example.com";
export const PROVIDER_KEY_STAFF_EMAIL = "staff.provider-key.e2e@example.com";
export const ORDERS_STAFF_EMAIL = "staff.orders.e2e@example.com";
export const CATALOG_STAFF_EMAIL = "staff.catalog.e2e@example.com";
export const USERS_STAFF_EMAIL = "staff.users.e2e@example.com";

export const REFUND_STAFF_EMAILS = {
  en: "staff.refund.en.e2e@example.com",
  th: "staff.refund.th.e2e@example.com",
};

export const PARTIAL_REFUND_STAFF_EMAILS = {
  en: "staff.partial-refund.en.e2e@example.com",
  th: "staff.partial-refund.th.e2e@example.com",
};

export const ORDER_EDITS_STAFF_EMAILS = {
  en: "staff.order-edits.en.e2e@example.com",
  th: "staff.order-edits.th.e2e@example.com",
};

export const REPRINT_STAFF_EMAILS = {
  en: "staff.reprint.en.e2e@example.com",
  th: "staff.reprint.th.e2e@example.com",
};

export const PROVIDER_IMPORT_STAFF_EMAILS = {
  en: "staff.provider-import.en.e2e@example.com",
  th: "staff.provider-import.th.e2e@example.com",
  postcard: "staff.provider-import.postcard.e2e@example.com",
};

export const MOBILE_ORDERS_STAFF_EMAIL = "staff.orders-mobile.e2e@example.com";

export const MATRIX_STAFF_EMAIL = "staff.matrix.e2e@example.com";
export const INBOX_STAFF_EMAIL = "staff.inbox.e2e@example.com";
export const CUSTOMERS_STAFF_EMAIL = "staff.customers.e2e@example.com";
export const SIZE_CHART_STAFF_EMAIL = "staff.size-chart.e2e@example.com";
export const OFFERED_OPTIONS_STAFF_EMAIL = "staff.offered-options.e2e@example.com";
export const FILE_OPTIONS_STAFF_EMAIL = "staff.file-options.e2e@example.com";

export const ALL_STAFF_EMAILS = [
  MATRIX_STAFF_EMAIL,
  STAFF_EMAIL,
  PROVIDER_STAFF_EMAIL,
  PROVIDER_KEY_STAFF_EMAIL,
  ORDERS_STAFF_EMAIL,
  CATALOG_STAFF_EMAIL,
  INBOX_STAFF_EMAIL,
  USERS_STAFF_EMAIL,
  CUSTOMERS_STAFF_EMAIL,
  SIZE_CHART_STAFF_EMAIL,
  OFFERED_OPTIONS_STAFF_EMAIL,
  FILE_OPTIONS_STAFF_EMAIL,
  MOBILE_ORDERS_STAFF_EMAIL,
  ...Object.values(REFUND_STAFF_EMAILS),
  ...Object.values(PARTIAL_REFUND_STAFF_EMAILS),
  ...Object.values(ORDER_EDITS_STAFF_EMAILS),
  ...Object.values(REPRINT_STAFF_EMAILS),
  ...Object.values(PROVIDER_IMPORT_STAFF_EMAILS),
];
