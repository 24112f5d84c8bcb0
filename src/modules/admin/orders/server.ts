// The admin orders area's server-only surface (docs/architecture.md#module-public-surfaces).
import "server-only";
export { loadAdminOrder } from "./order-detail.server";
export { adminOrdersCsv } from "./orders-csv";
export { exportAdminOrders, listAdminOrders } from "./orders-list.server";
