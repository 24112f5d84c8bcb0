// The admin customers area's surface for client and server code (docs/architecture.md#module-public-surfaces).
export { customerPath, parseCustomerKey } from "./customer-key";
export { adminCustomersSearch, parseAdminCustomersQuery } from "./customers-query";
