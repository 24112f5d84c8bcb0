// The pricing module's public surface, safe in client and server code (docs/architecture.md#module-public-surfaces).
export { clampQuantity, parseQuantity } from "./quantity";
export { quoteRequestSchema } from "./quote-request-schema";
export {
  defaultSelection,
  discountedUnitPrice,
  priceBreakAt,
  priceQuantity,
  priceSelection,
} from "./unit-price";
export {
  defaultShopTerms,
  freeShippingProgress,
  paymentMethods,
  shippingCharged,
  type FeeRule,
  type PaymentFees,
  type ShopTerms,
} from "./shop-terms";
export { type PricedLine } from "./free-shipping-figures";
export { feeRuleSchema, freeShippingThresholdSchema } from "./shop-terms-schema";
