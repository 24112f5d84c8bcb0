import "server-only";
import { providerShippingSource } from "./provider-shipping.server";
import { builtInShipping } from "./built-in-shipping";
import { cachedShipping } from "./cached-shipping";
import { regionRequired } from "@/lib/address";
import { builtInStates } from "./built-in-states";
import type { ShipmentItem, ShippingCountry, ShippingRate, ShippingSource, ShippingState } from "./types";

/**
 * The shop's one shipping service. Callers never know where answers come from: Cloudprinter's when a
 * connection is configured (falling back to the built-in table when it fails), the built-in table
 * otherwise. Either way answers are cached 30 minutes (docs/product-rules.md#shipping).
 */
const builtIn = cachedShipping(builtInShipping, { name: "built-in shipping" });

async function source(): Promise<ShippingSource> {
  return (await providerShippingSource(builtInShipping)) ?? builtIn;
}

/**
 * Where we ship. A country whose addresses name a region in our own rules (src/lib/address: Thailand's
 * province) requires one even where the provider does not ask for it, so every form asks for it.
 */
export const shippingCountries = async (): Promise<ShippingCountry[]> =>
  (await (await source()).countries()).map((country) => ({
    ...country,
    requiresState: country.requiresState || regionRequired(country.code),
  }));
export const shippingLevels = async () => (await source()).levels();
/**
 * The states an address in `country` may name: the provider's list, else ISO 3166-2 (the provider lists
 * no Thai provinces); may be empty.
 */
export const shippingStates = async (country: string): Promise<ShippingState[]> => {
  const states = await (await source()).states(country);
  return states.length > 0 ? states : builtInStates(country);
};

/** Every level's rate to `country` for these items; empty when nothing ships there. */
export const shippingRates = async (
  country: string,
  items: ShipmentItem[],
  state?: string,
): Promise<ShippingRate[]> => (await source()).rates(country, items, state);
