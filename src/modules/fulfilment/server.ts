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
export { submitReprintHandler } from "./submit-reprint.server";
export { isCloudCoreError } from "./cloudcore-error";
export { type CpQuote } from "./cloudcore-schemas";
export { usdConverter } from "./usd-converter.server";
export { cloudCoreLine } from "./print-order";
export {
  catalogAvailability,
  catalogCheckDailyHandler,
  catalogCheckDailyJob,
  catalogCheckHandler,
  checkConnectedCatalog,
  checkOrderable,
  productAvailability,
  PROVIDER_CATALOGUE_TAG,
  queueCatalogCheck,
} from "./catalog-check.server";
export { formatCatalogCheck, summarizeCatalogCheck } from "./catalog-check-report";
export {
  clearProviderSettings,
  providerSettingsView,
  saveProviderSettings,
  saveWebhookKey,
  testKeyToSave,
  testProviderConnection,
  type ProviderSettingsView,
} from "./provider-settings.server";
export { cancelOrder } from "./cancel-order.server";
export { providerLogPage, type ProviderLogPage, type ProviderLogRow } from "./provider-log-list.server";
export { providerLogForOrder, providerSignalsForOrder } from "./order-provider-trail.server";
export { productMargins } from "./margin-guard.server";
export type { MarginReport } from "./margin-guard";
export { accountProduct } from "./account-product.server";
