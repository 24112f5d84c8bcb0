import { createCache } from "@/server/cache";
import type { ShipmentItem, ShippingSource } from "./types";

/** The cache tag of shipping answers: invalidating it makes every process ask its source again. */
const SHIPPING_TAG = "shipping";

/** docs/product-rules.md#shipping: shipping countries, levels and rates are cached for 30 minutes. */
export const SHIPPING_CACHE_MS = 30 * 60_000;

/**
 * At most this many answers per source. A product page asks one per choice of product, options,
 * quantity and country; a few thousand covers a busy half hour in a few megabytes, and a caller
 * trying every quantity only pushes out the oldest.
 */
export const SHIPPING_CACHE_ENTRIES = 5_000;

/** What a rate depends on for the source in question, as a cache key. */
export type RateKey = (country: string, items: ShipmentItem[], state?: string) => string;

/** Our own description of the question; sources that know better (the provider's) pass their own. */
const shipmentKey: RateKey = (country, items, state = "") =>
  `${country}:${state}:${items.map((item) => `${item.product}x${item.count}[${item.options.map((o) => `${o.type}=${o.count}`).join(";")}]`).join(",")}`;

/**
 * Wraps a source with a per-process cache keyed by the question asked (`rateKey`), bounded in time and
 * size, emptied when SHIPPING_TAG or any of `tags` is invalidated (answers converted with the exchange
 * table carry its tag). A failed answer is not cached, so the next caller asks again instead of getting
 * the failure for half an hour. `dispose` ends the cache of a source no longer in use.
 */
export function cachedShipping(
  source: ShippingSource,
  options: {
    name?: string;
    tags?: string[];
    rateKey?: RateKey;
    now?: () => number;
    maxEntries?: number;
  } = {},
): ShippingSource & { dispose: () => void } {
  const { rateKey = shipmentKey, now, maxEntries = SHIPPING_CACHE_ENTRIES } = options;
  const cache = createCache({
    name: options.name ?? "shipping",
    tags: [SHIPPING_TAG, ...(options.tags ?? [])],
    ttlMs: SHIPPING_CACHE_MS,
    maxEntries,
    now,
  });
  return {
    countries: () => cache.get("countries", () => source.countries()),
    levels: () => cache.get("levels", () => source.levels()),
    states: (country) => cache.get(`states:${country}`, () => source.states(country)),
    rates: (country, items, state) =>
      cache.get(`rates:${rateKey(country, items, state)}`, () => source.rates(country, items, state)),
    dispose: () => cache.dispose(),
  };
}
