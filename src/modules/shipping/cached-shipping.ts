import type { ShipmentItem, ShippingSource } from "./types";

/** Spec §9: shipping countries, levels and rates are cached for 30 minutes. */
export const SHIPPING_CACHE_MS = 30 * 60_000;

/**
 * Wraps a source with a per-process cache keyed by the question asked. A failed answer is not
 * cached, so the next caller asks again instead of getting the failure for half an hour.
 */
export function cachedShipping(source: ShippingSource, now: () => number = Date.now): ShippingSource {
  const entries = new Map<string, { value: Promise<unknown>; at: number }>();
  function remember<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = entries.get(key);
    if (hit && now() - hit.at < SHIPPING_CACHE_MS) return hit.value as Promise<T>;
    const value = load();
    entries.set(key, { value, at: now() });
    value.catch(() => entries.delete(key));
    return value;
  }
  const rateKey = (country: string, items: ShipmentItem[], state = "") =>
    `rates:${country}:${state}:${items.map((item) => `${item.productReference}x${item.quantity}[${(item.options ?? []).map((o) => `${o.providerReference}=${o.value}`).join(";")}]`).join(",")}`;
  return {
    countries: () => remember("countries", () => source.countries()),
    levels: () => remember("levels", () => source.levels()),
    rates: (country, items, state) =>
      remember(rateKey(country, items, state), () => source.rates(country, items, state)),
  };
}
