/** The one canonical product URL (/product/{productId}, docs/product-rules.md#navigation); /products/{id} redirects here. */
/** `/product/42` → 42; anything else ("abc", "1.5", "007", "0") is no product. */
export function parseProductId(raw: string): number | undefined {
  return /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : undefined;
}

export function productPath(id: number): `/product/${number}` {
  return `/product/${id}`;
}
