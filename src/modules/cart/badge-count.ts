/** The cart badge text: the count, capped at "99+" (spec §9). */
export function cartBadgeText(count: number): string {
  return count > 99 ? "99+" : String(Math.max(0, Math.floor(count)));
}
