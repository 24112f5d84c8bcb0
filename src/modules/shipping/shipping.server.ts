import "server-only";
import { providerShippingSource } from "./provider-shipping.server";
import { builtInShipping } from "./built-in-shipping";
import { cachedShipping } from "./cached-shipping";
import type { ShipmentItem, ShippingRate, ShippingSource } from "./types";

/**
 * The shop's one shipping service. Callers never know where answers come from: Cloudprinter's when a
 * connection is configured (falling back to the built-in table when it fails), the built-in table
 * otherwise. Either way answers are cached 30 minutes (docs/product-rules.md#shipping).
 */
const builtIn = cachedShipping(builtInShipping, { name: "built-in shipping" });

async function source(): Promise<ShippingSource> {
  return (await providerShippingSource(builtInShipping)) ?? builtIn;
}

export const shippingCountries = async () => (await source()).countries();
export const shippingLevels = async () => (await source()).levels();
/** The states an address in `country` may name (the provider's list, else ISO 3166-2); may be empty. */
export const shippingStates = async (country: string) => (await source()).states(country);

/** Every level's rate to `country` for these items; empty when nothing ships there. */
export const shippingRates = async (
  country: string,
  items: ShipmentItem[],
  state?: string,
): Promise<ShippingRate[]> => (await source()).rates(country, items, state);
