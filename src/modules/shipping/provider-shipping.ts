import type { RateKey } from "./cached-shipping";
import { sortRates, transitDays } from "./levels";
import type {
  ShipmentItem,
  ShippingCountry,
  ShippingLevel,
  ShippingRate,
  ShippingSource,
  ShippingState,
} from "./types";
import type { CloudCoreClient } from "@/modules/fulfilment/server";
import { type CpQuote, cloudCoreLine } from "@/modules/fulfilment/server";

/** Converts an amount in `currency` to USD cents; undefined when we have no rate for it. */
export type ToUsdCents = (amount: number, currency: string) => number | undefined;

/** Provider money ("4.2000", 4.2) as a number; 4 decimals are fine in floating point at shop sizes. */
function amount(value: string | undefined): number {
  const parsed = Number(value ?? 0);
  return Number.isFinite(parsed) ? parsed : 0;
}

/**
 * Shipping to `country` per level for a quote: each shipment's offer at that level, gross (price + VAT,
 * docs/cloudprinter.md §2.6), summed over shipments; a level missing from any shipment can't ship the
 * whole order and is left out.
 */
export function ratesFromQuote(quote: CpQuote, toUsdCents: ToUsdCents): ShippingRate[] {
  const totals = new Map<string, number>();
  quote.shipments.forEach((shipment, index) => {
    for (const offer of shipment.quotes) {
      const cents = toUsdCents(amount(offer.price) + amount(offer.vat), offer.currency);
      if (cents === undefined) continue;
      const before = totals.get(offer.shipping_level);
      if (index === 0 || before !== undefined) totals.set(offer.shipping_level, (before ?? 0) + cents);
    }
    for (const level of totals.keys()) {
      if (!shipment.quotes.some((offer) => offer.shipping_level === level)) totals.delete(level);
    }
  });
  return sortRates(
    [...totals].map(([level, cost]) => ({ level, cost, currency: "USD" as const, ...transitDays(level) })),
  );
}

/**
 * The items exactly as `orders/quote` receives them (less their references): what it prices. The same
 * conversion builds `orders/add` items (cloudCoreLine), so a quote rates what the order will print.
 */
function quotedItems(items: ShipmentItem[]) {
  return items.map(cloudCoreLine);
}

/**
 * The cache key for a provider rate: exactly what `orders/quote` is sent (product, options with their
 * counts, count, country, and the state when the customer gave one; without one, the stand-in state is
 * the same for every quote to that country). Choices that change nothing at the printer (provider
 * mapping `none`) can't change its price, so they don't make a new call. Every level comes in one answer, so the
 * level is not part of it; the connection isn't either, as each connection has its own cache
 * (provider-shipping.server.ts).
 */
export const providerRateKey: RateKey = (country, items, state) =>
  JSON.stringify([country, state ?? null, quotedItems(items)]);

/**
 * Cloudprinter as a shipping source: countries (with require_state) and levels from `shipping/*`, rates
 * from `orders/quote` for the shipment's products, asked in USD and converted when answered otherwise.
 */
export function providerShipping(
  client: CloudCoreClient,
  converter: () => Promise<ToUsdCents>,
): ShippingSource {
  // Where a state is required (US, CA), a quote without one is refused. A rate on the product page is
  // asked before the customer has an address, so any of the country's states stands in: parcels are
  // priced by country and weight, not by state.
  const anyState = new Map<string, Promise<string | undefined>>();
  function stateFor(country: string): Promise<string | undefined> {
    let state = anyState.get(country);
    if (!state) {
      state = client.shippingStates(country).then((states) => states[0]?.state_reference);
      anyState.set(country, state);
      state.catch(() => anyState.delete(country));
    }
    return state;
  }
  let countriesRequiringState: Promise<Set<string>> | undefined;
  function requiresState(country: string): Promise<boolean> {
    countriesRequiringState ??= client
      .shippingCountries()
      .then((all) => new Set(all.filter((c) => c.require_state).map((c) => c.country_reference)));
    countriesRequiringState.catch(() => (countriesRequiringState = undefined));
    return countriesRequiringState.then((set) => set.has(country));
  }
  return {
    async countries(): Promise<ShippingCountry[]> {
      const countries = await client.shippingCountries();
      return countries
        .filter((country) => /^[A-Z]{2}$/.test(country.country_reference))
        .map((country) => ({
          code: country.country_reference,
          requiresState: country.require_state ?? false,
        }));
    },
    async levels(): Promise<ShippingLevel[]> {
      const levels = await client.shippingLevels();
      const ids = levels
        .map((level) => level.shipping_level_reference ?? level.shipping_level)
        .filter((id): id is string => Boolean(id));
      return ids.map((id) => ({ id, price: 0, ...transitDays(id) }));
    },
    async states(country: string): Promise<ShippingState[]> {
      const states = await client.shippingStates(country);
      return states.map((state) => ({
        code: state.state_reference,
        name: state.name ?? state.note ?? state.state_reference,
      }));
    },
    async rates(country: string, items: ShipmentItem[], state?: string): Promise<ShippingRate[]> {
      if (items.length === 0) return [];
      const stateToQuote = state || ((await requiresState(country)) ? await stateFor(country) : undefined);
      const [toUsdCents, quote] = await Promise.all([
        converter(),
        client.quote({
          country,
          ...(stateToQuote ? { state: stateToQuote } : {}),
          currency: "USD",
          items: quotedItems(items).map((item, index) => ({ reference: `item-${index + 1}`, ...item })),
        }),
      ]);
      return ratesFromQuote(quote, toUsdCents);
    },
  };
}
