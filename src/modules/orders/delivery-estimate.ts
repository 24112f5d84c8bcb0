const DAY_MS = 24 * 60 * 60 * 1000;
/** Production starts within 24 hours of payment (What's Next?), then the parcel travels. */
const PRODUCTION_DAYS = 1;

/**
 * When a paid order should arrive: the payment date plus one production day plus the shipping level's
 * min..max calendar days. A promise made to the customer, so it leans on the level's own numbers.
 */
export function estimatedDelivery(
  paidAt: Date,
  deliveryMinDays: number,
  deliveryMaxDays: number,
): { earliest: Date; latest: Date } {
  const start = paidAt.getTime() + PRODUCTION_DAYS * DAY_MS;
  const min = Math.max(0, deliveryMinDays);
  const max = Math.max(min, deliveryMaxDays);
  return { earliest: new Date(start + min * DAY_MS), latest: new Date(start + max * DAY_MS) };
}
