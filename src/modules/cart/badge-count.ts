/** The cart badge text: the count, capped at "99+" (docs/product-rules.md#cart). */
export function cartBadgeText(count: number): string {
  return count > 99 ? "99+" : String(Math.max(0, Math.floor(count)));
}
