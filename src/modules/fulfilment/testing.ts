// The fulfilment module's test helpers, for tests only (docs/architecture.md#module-public-surfaces).
export { insertPaidPrintableOrder, simForTest } from "./test-print-orders";
export { providerEnvPerTest } from "./test-provider-env";
export { submitOrder } from "./submit-order.server";
