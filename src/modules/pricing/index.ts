// The pricing module's public surface, safe in client and server code (docs/architecture.md#module-public-surfaces).
export { ANY_QUANTITY, clampQuantity, inQuantityRange, parseQuantity } from "./quantity";
export type { Quote, QuoteLevel } from "./quote-request";
export { quoteRequestSchema } from "./quote-request-schema";
export {
  defaultSelection,
  discountedUnitPrice,
  priceBreakAt,
  priceQuantity,
  priceSelection,
  priceTiers,
  tierUnitPrice,
  type PricedQuantity,
  type PriceTier,
  type TieredProduct,
} from "./unit-price";
export {
  defaultShopTerms,
  freeShippingProgress,
  hasPaymentFees,
  paymentMethods,
  shippingCharged,
  shipsFree,
  type FeeRule,
  type FreeShippingProgress,
  type PaymentFees,
  type ShopTerms,
} from "./shop-terms";
export { feeRuleSchema, freeShippingThresholdSchema } from "./shop-terms-schema";
