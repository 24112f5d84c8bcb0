// The admin people area's server-only surface (docs/architecture.md#module-public-surfaces).
import "server-only";
export { exportSubscribers, listSubscribers, subscribersCsv } from "./newsletter.server";
export { listAdminUsers } from "./users-list.server";
