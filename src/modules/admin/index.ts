// The admin module's public surface, safe in client and server code (docs/architecture.md#module-public-surfaces).
export {
  ADMIN_ORDERS_PAGE_SIZE,
  adminOrdersSearch,
  parseAdminOrdersQuery,
  type AdminOrdersQuery,
} from "./orders-query";
