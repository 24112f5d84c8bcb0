// The pricing module's public surface, safe in client and server code (docs/architecture.md#module-public-surfaces).
export { MAX_QUANTITY, parseQuantity } from "./quantity";
export { quoteRequestSchema, type Quote, type QuoteLevel } from "./quote-request";
export { defaultSelection, priceSelection } from "./unit-price";
export {
  defaultShopTerms,
  feeRuleSchema,
  freeShippingProgress,
  freeShippingThresholdSchema,
  hasPaymentFees,
  paymentMethods,
  shippingCharged,
  shipsFree,
  type FeeRule,
  type FreeShippingProgress,
  type PaymentFees,
  type ShopTerms,
} from "./shop-terms";
