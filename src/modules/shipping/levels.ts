import type { ShippingRate } from "./types";

/**
 * What we know of each shipping level (docs/product-rules.md#shipping-levels): whether the parcel is
 * tracked, and its transit days (CloudCore names levels but gives no days). The level list itself is
 * open (the provider may add one, cp_limited has been seen): an unknown level is untracked and gets a
 * cautious week, so we never promise more than we know.
 */
const LEVEL_FACTS: Record<string, { tracked: boolean; transitDays: readonly [number, number] }> = {
  cp_postal: { tracked: false, transitDays: [5, 10] },
  cp_ground: { tracked: true, transitDays: [3, 5] },
  cp_saver: { tracked: true, transitDays: [2, 4] },
  cp_fast: { tracked: true, transitDays: [1, 3] },
  // The built-in table's own levels (built-in-shipping.ts), used without a provider.
  cp_priority: { tracked: true, transitDays: [3, 5] },
  cp_express: { tracked: true, transitDays: [1, 3] },
};
const UNKNOWN_LEVEL = { tracked: false, transitDays: [3, 7] as const };

/**
 * Printing takes 1 to 3 days from payment before the parcel leaves (the provider's production time for
 * our products). Every delivery estimate is production + transit, in calendar days from payment.
 */
export const PRODUCTION_DAYS = { min: 1, max: 3 } as const;

export function isTrackedLevel(level: string): boolean {
  return (LEVEL_FACTS[level] ?? UNKNOWN_LEVEL).tracked;
}

/** A level's transit days to the door, once the parcel has left. */
export function transitDays(level: string): { minDays: number; maxDays: number } {
  const [minDays, maxDays] = (LEVEL_FACTS[level] ?? UNKNOWN_LEVEL).transitDays;
  return { minDays, maxDays };
}

/**
 * The one delivery estimate (docs/product-rules.md#delivery-estimate): days from payment to the door,
 * production + the level's transit. The product page, checkout, the order (stored with it), the mails
 * and tracking all show this figure.
 */
export function deliveryEstimate(rate: Pick<ShippingRate, "minDays" | "maxDays">): {
  minDays: number;
  maxDays: number;
} {
  return { minDays: rate.minDays + PRODUCTION_DAYS.min, maxDays: rate.maxDays + PRODUCTION_DAYS.max };
}

/** Cheapest first; equal prices by the faster level, then by id, so the order never depends on the source. */
export function sortRates<T extends Pick<ShippingRate, "level" | "cost" | "maxDays">>(
  rates: readonly T[],
): T[] {
  return [...rates].sort(
    (a, b) => a.cost - b.cost || a.maxDays - b.maxDays || a.level.localeCompare(b.level),
  );
}

/**
 * The level a page preselects among what ships there: the cheapest tracked one, else the cheapest
 * (a country with only postal shipping); undefined when nothing ships.
 */
export function preselectedLevel(rates: readonly Pick<ShippingRate, "level" | "cost" | "maxDays">[]) {
  const sorted = sortRates(rates);
  return (sorted.find((rate) => isTrackedLevel(rate.level)) ?? sorted[0])?.level;
}
