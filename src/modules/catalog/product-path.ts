/** The one canonical product URL (/product/{productId}, docs/product-rules.md#navigation); /products/{id} redirects here. */
/**
 * The largest product id the shop reads anywhere (a URL, an API body, an action's input): nine digits,
 * inside the `products.id` integer column, so an id from a request never overflows a query.
 */
export const MAX_PRODUCT_ID = 999_999_999;

/** `/product/42` → 42; anything else ("abc", "1.5", "007", "0", ten digits) is no product. */
export function parseProductId(raw: string): number | undefined {
  return /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : undefined;
}

export function productPath(id: number): `/product/${number}` {
  return `/product/${id}`;
}
