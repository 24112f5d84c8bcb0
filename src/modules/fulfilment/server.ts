// The fulfilment module's server-only surface (docs/architecture.md#module-public-surfaces).
import "server-only";
export { type CloudCoreClient } from "./cloudcore-client";
export {
  clientFor,
  PROVIDER_CONNECTION_TAG,
  providerConnection,
  type ProviderConnection,
} from "./provider-connection.server";
export { receiveCloudSignal } from "./receive-signal.server";
export { submitToProviderHandler } from "./submit-order.server";
export { isCloudCoreError } from "./cloudcore-error";
export { type CpQuote } from "./cloudcore-schemas";
export { cloudCoreLine, type PrintLine } from "./print-order";
export {
  catalogAvailability,
  catalogCheckDailyHandler,
  catalogCheckDailyJob,
  catalogCheckHandler,
  checkConnectedCatalog,
  checkOrderable,
  currentCatalogCheck,
  productAvailability,
  queueCatalogCheck,
  type OrderableResult,
} from "./catalog-check.server";
export { formatCatalogCheck, summarizeCatalogCheck, type CatalogCheckReport } from "./catalog-check-report";
export {
  clearProviderSettings,
  providerSettingsInput,
  providerSettingsView,
  saveProviderSettings,
  saveWebhookKey,
  testProviderConnection,
  type ConnectionTestResult,
  type ProviderSettingsInput,
  type ProviderSettingsView,
  type SaveResult,
} from "./provider-settings.server";
export { type ProviderEnvironment } from "./provider-environment";
export { cancelOrder, type CancelOutcome } from "./cancel-order.server";
