/** The one canonical product URL (spec's /product/{productId}); /products/{id} redirects here. */
export function productPath(id: number): `/product/${number}` {
  return `/product/${id}`;
}
