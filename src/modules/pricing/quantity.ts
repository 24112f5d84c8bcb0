import { MAX_QUANTITY_CAP, type QuantityRange } from "@/modules/catalog";

/**
 * The range of a quantity nothing else bounds: 1 up to the absolute cap. Every product has its own,
 * narrower range (docs/product-rules.md#quantities); this one only stands where no product is known yet.
 */
const ANY_QUANTITY: QuantityRange = { minQuantity: 1, maxQuantity: MAX_QUANTITY_CAP };

/**
 * What a typed quantity means (docs/product-rules.md#quantities): whole numbers only, anything
 * non-numeric is the range's minimum, and the value is kept within the product's range. With a range of
 * 1 to 100: "2.7" is 2, "-5" is 1, "abc" is 1, "5000" is 100.
 */
export function parseQuantity(input: unknown, range: QuantityRange = ANY_QUANTITY): number {
  const number = typeof input === "number" ? input : Number.parseInt(String(input ?? "").trim(), 10);
  if (!Number.isFinite(number)) return range.minQuantity;
  return clampQuantity(Math.trunc(number), range);
}

/** `quantity` moved into the range: what the cart keeps when a line's quantity leaves it. */
export function clampQuantity(quantity: number, range: QuantityRange): number {
  return Math.min(range.maxQuantity, Math.max(range.minQuantity, quantity));
}

/** Whether a whole `quantity` is one the product is sold in: what the quote API checks. */
export function inQuantityRange(quantity: number, range: QuantityRange): boolean {
  return Number.isInteger(quantity) && quantity >= range.minQuantity && quantity <= range.maxQuantity;
}
