// The payments module's test helpers, for tests only (docs/architecture.md#module-public-surfaces).
export { type PaymentsHarness, startTestPayments } from "./test-payments";
