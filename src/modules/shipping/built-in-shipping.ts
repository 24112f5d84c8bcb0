import { regionRequired } from "@/lib/address";
import { builtInStates } from "./built-in-states";
import { sortRates } from "./levels";
import type { ShippingCountry, ShippingLevel, ShippingRate, ShippingSource } from "./types";

/**
 * The built-in shipping data (docs/product-rules.md#shipping), used until the provider answers and whenever it can't:
 * nine countries plus NL (the provider's sandbox country, listed on the product page), three levels,
 * and rates at the level price for the US and Canada and one and a half times it elsewhere.
 */
const builtInCountries: ShippingCountry[] = ["US", "CA", "GB", "DE", "FR", "NL", "AU", "TH", "SG", "JP"].map(
  (code) => ({ code, requiresState: regionRequired(code) }),
);

export const builtInLevels: ShippingLevel[] = [
  { id: "cp_ground", price: 699, minDays: 3, maxDays: 5 },
  { id: "cp_priority", price: 999, minDays: 3, maxDays: 5 },
  { id: "cp_express", price: 1999, minDays: 1, maxDays: 3 },
];

const domesticZone = new Set(["US", "CA"]);

export function builtInRate(level: ShippingLevel, country: string): ShippingRate {
  const factor = domesticZone.has(country) ? 1 : 1.5;
  return {
    level: level.id,
    cost: Math.round(level.price * factor),
    currency: "USD",
    minDays: level.minDays,
    maxDays: level.maxDays,
  };
}

export const builtInShipping: ShippingSource = {
  countries: async () => builtInCountries,
  levels: async () => builtInLevels,
  states: async (country) => builtInStates(country),
  rates: async (country) =>
    builtInCountries.some((known) => known.code === country)
      ? sortRates(builtInLevels.map((level) => builtInRate(level, country)))
      : [],
};
