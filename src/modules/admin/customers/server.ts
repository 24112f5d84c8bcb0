// The admin customers area's server-only surface (docs/architecture.md#module-public-surfaces).
import "server-only";
export { loadAdminCustomer } from "./customer-detail.server";
export { listAdminCustomers } from "./customers-list.server";
