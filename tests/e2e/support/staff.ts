/** Listed in ADMIN_EMAILS for the test server (playwright.config.ts): its account is staff. */
export const STAFF_EMAIL = "staff.e2e@example.com";

/**
 * A second staff account for the provider pages' spec: each spec signs its staff member up once, and
 * signing the same address up twice (tests running in parallel on one server) would fail.
 */
export const PROVIDER_STAFF_EMAIL = "staff.provider.e2e@example.com";
