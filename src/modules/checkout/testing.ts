// The checkout module's test helpers, for tests only (docs/architecture.md#module-public-surfaces).
export { EXPECTED_TOTAL, pendingOrder, type TestCartLine } from "./test-orders";
