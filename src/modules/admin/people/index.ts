// The admin people area's surface for client and server code (docs/architecture.md#module-public-surfaces).
export { parseNewsletterPage } from "./newsletter-query";
export { adminUsersSearch, parseAdminUsersQuery } from "./users-query";
