/** Product page and cart limits (docs/product-rules.md#quantities: whole numbers, 1 to 1000). */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 1000;
/** The /pricing calculator estimates bigger runs (docs/product-rules.md#quantities: 1 to 10000). */
export const MAX_ESTIMATE_QUANTITY = 10_000;

/**
 * What a typed quantity means: whole numbers only, anything non-numeric is 1 (docs/product-rules.md#quantities), and the value
 * is kept within [1, max]. "2.7" is 2, "-5" is 1, "abc" is 1, "5000" is 1000.
 */
export function parseQuantity(input: unknown, max: number = MAX_QUANTITY): number {
  const number = typeof input === "number" ? input : Number.parseInt(String(input ?? "").trim(), 10);
  if (!Number.isFinite(number)) return MIN_QUANTITY;
  return Math.min(max, Math.max(MIN_QUANTITY, Math.trunc(number)));
}
