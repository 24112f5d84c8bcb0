// The orders module's public surface, safe in client and server code (docs/architecture.md#module-public-surfaces).
export { normaliseOrderNumber } from "./order-number-input";
export { trackOrderFieldErrors, trackOrderFields } from "./tracking-input";
export type { OrderView } from "./order-view";
export { ORDER_LIST_SORTS, ORDER_STATUSES, PAYMENT_STATUSES } from "./schema";
