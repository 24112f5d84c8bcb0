import { addressRegions } from "@/lib/address";
import type { ShippingState } from "./types";

/**
 * The states of the countries whose addresses need one (US, CA, and Thailand's provinces), used when
 * no provider is connected or it has no list: the ISO 3166-2 lists every address form checks against
 * (src/lib/address/regions.ts).
 */
export function builtInStates(country: string): ShippingState[] {
  return addressRegions(country);
}
