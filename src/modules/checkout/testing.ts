// The checkout module's test helpers, for tests only (docs/architecture.md#module-public-surfaces).
export { EXPECTED_TOTAL, pendingOrder } from "./test-orders";
