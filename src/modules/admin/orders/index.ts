// The admin orders area's surface for client and server code (docs/architecture.md#module-public-surfaces).
export { adminOrdersBackHref, adminOrdersSearch, parseAdminOrdersQuery } from "./orders-query";
