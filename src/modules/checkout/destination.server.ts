import "server-only";
import { canonicalRegion } from "@/lib/address";
import { shippingCountries, shippingStates } from "@/modules/shipping/server";
import { requiredStateError, type CheckoutFieldErrors } from "./schema";

export type DestinationCheck = { ok: true; state: string } | { ok: false; fieldErrors: CheckoutFieldErrors };

/**
 * The destination rules that need the shipping service, after the schema's own (shippingAddressSchema):
 * a country we ship to and, where the printer requires one (`require_state`: the US and Canada) or
 * for a Thai address's province, a state from the shipping service's list, checked before the order is
 * paid or sent rather than refused by the printer after. Answers the state in the list's own spelling
 * ("ny" → "NY"). Placing an order and staff correcting an address both go through here.
 */
export async function checkDestination(address: {
  country: string;
  state: string;
}): Promise<DestinationCheck> {
  const { country } = address;
  const destination = (await shippingCountries()).find((candidate) => candidate.code === country);
  if (!destination) return { ok: false, fieldErrors: { country: "countryRequired" } };
  const known = destination.requiresState ? (await shippingStates(country)).map((region) => region.code) : [];
  const stateError = destination.requiresState
    ? requiredStateError(country, address.state, known)
    : undefined;
  if (stateError) return { ok: false, fieldErrors: { state: stateError } };
  const state = destination.requiresState
    ? canonicalRegion(country, address.state, { required: true, ...(known.length ? { known } : {}) })
    : address.state;
  return { ok: true, state };
}
