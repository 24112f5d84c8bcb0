const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When a paid order should arrive: the payment date plus the order's stored delivery estimate, which
 * is production + the level's transit in calendar days (docs/product-rules.md#delivery-estimate), the
 * same figure the product page and checkout showed. Orders placed before migration 0011 stored transit
 * only; the migration added their one production day, so their dates didn't move.
 */
export function estimatedDelivery(
  paidAt: Date,
  deliveryMinDays: number,
  deliveryMaxDays: number,
): { earliest: Date; latest: Date } {
  const start = paidAt.getTime();
  const min = Math.max(0, deliveryMinDays);
  const max = Math.max(min, deliveryMaxDays);
  return { earliest: new Date(start + min * DAY_MS), latest: new Date(start + max * DAY_MS) };
}
