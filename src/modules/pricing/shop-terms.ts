/**
 * The shop's money promises in one place (docs/product-rules.md#shop-terms): the free-shipping
 * threshold and the payment fees. Quotes, the cart and checkout apply them; the content pages, the
 * product page and the Terms read them. Staff change them in the admin (shop settings); 0 / null allowed.
 * No zod here: the browser imports this file (the cart, the product page), and the schemas that check
 * stored and admin-entered terms live in shop-terms-schema.ts (docs/client-weight.md).
 */
export const paymentMethods = ["card", "paypal"] as const;
type FeeMethod = (typeof paymentMethods)[number];

/** A payment method's fee: `rate` of subtotal + shipping, plus `fixed` USD cents. */
export type FeeRule = { rate: number; fixed: number };
export type PaymentFees = Record<FeeMethod, FeeRule>;

export type ShopTerms = {
  freeShippingThreshold: number | null;
  fees: PaymentFees;
};

/** What a fresh shop promises until staff change it (the figures the spec's pages used). */
export const defaultShopTerms: ShopTerms = {
  freeShippingThreshold: 7500,
  fees: { card: { rate: 0.029, fixed: 30 }, paypal: { rate: 0.034, fixed: 30 } },
};

/** Whether an order with this subtotal (USD cents, after price breaks) ships free. */
export function shipsFree(
  subtotalUsdCents: number,
  terms: Pick<ShopTerms, "freeShippingThreshold">,
): boolean {
  return terms.freeShippingThreshold !== null && subtotalUsdCents >= terms.freeShippingThreshold;
}

/** The shipping an order pays, in USD cents: the level's price, or 0 once the subtotal ships free. */
export function shippingCharged(
  subtotalUsdCents: number,
  levelCostUsdCents: number,
  terms: Pick<ShopTerms, "freeShippingThreshold">,
): number {
  return shipsFree(subtotalUsdCents, terms) ? 0 : levelCostUsdCents;
}

/**
 * How far a subtotal is from free shipping (docs/product-rules.md#shop-terms): nothing to say when
 * the shop offers none, "free" from the threshold, else the USD cents still missing.
 */
export type FreeShippingProgress =
  | { kind: "none" }
  | { kind: "free"; threshold: number }
  | { kind: "remaining"; threshold: number; remaining: number };

export function freeShippingProgress(
  subtotalUsdCents: number,
  terms: Pick<ShopTerms, "freeShippingThreshold">,
): FreeShippingProgress {
  const threshold = terms.freeShippingThreshold;
  if (threshold === null) return { kind: "none" };
  if (shipsFree(subtotalUsdCents, terms)) return { kind: "free", threshold };
  return { kind: "remaining", threshold, remaining: threshold - subtotalUsdCents };
}

/** Whether any payment fee is charged at all (the disclosures say nothing when both are 0). */
export function hasPaymentFees(fees: PaymentFees): boolean {
  return paymentMethods.some((method) => fees[method].rate > 0 || fees[method].fixed > 0);
}
