import "server-only";
import { builtInShipping } from "./built-in-shipping";
import { cachedShipping } from "./cached-shipping";
import type { ShipmentItem, ShippingRate } from "./types";

/**
 * The shop's one shipping service. Callers never know where answers come from: the fulfilment work
 * replaces the source with Cloudprinter's (falling back to the built-in table) here and nowhere else.
 */
const shipping = cachedShipping(builtInShipping);

export const shippingCountries = () => shipping.countries();
export const shippingLevels = () => shipping.levels();

/** Every level's rate to `country` for these items; empty when nothing ships there. */
export const shippingRates = (country: string, items: ShipmentItem[]): Promise<ShippingRate[]> =>
  shipping.rates(country, items);
