/** Listed in ADMIN_EMAILS for the test server (playwright.config.ts): its account is staff. */
export const STAFF_EMAIL = "staff.e2e@example.com";
