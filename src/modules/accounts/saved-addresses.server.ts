import "server-only";
import type { Executor } from "@/server/db";
import { userAddresses } from "@/server/db/schema/accounts";
import { listAddresses } from "./addresses.server";
import type { AddressInput, SavedAddress } from "./schema";

/*
 * The two things checkout needs of a customer's saved addresses: read them, and save the one an order
 * went to. The address book pages (addresses.server.ts) own the rest; this stays small on purpose.
 */

export type NewSavedAddress = AddressInput;

/** The customer's addresses, the default first (the address book's order: addresses.server.ts). */
export function savedAddresses(database: Executor, userId: string): Promise<SavedAddress[]> {
  return listAddresses(userId, database);
}

/**
 * Saves an address to the customer's book, inside the caller's transaction (checkout saves it with the
 * order). An address already in the book, field for field, is not saved twice. With
 * `makeDefaultIfFirst`, the first address becomes the default.
 */
export async function saveAddress(
  database: Executor,
  userId: string,
  address: NewSavedAddress,
  options: { makeDefaultIfFirst: boolean },
): Promise<void> {
  const existing = await savedAddresses(database, userId);
  if (existing.some((saved) => sameAddress(saved, address))) return;
  await database.insert(userAddresses).values({
    userId,
    ...address,
    isDefault: options.makeDefaultIfFirst && existing.length === 0,
  });
}

const comparedFields = [
  "name",
  "company",
  "addressLine1",
  "addressLine2",
  "city",
  "state",
  "postalCode",
  "country",
] as const satisfies readonly (keyof NewSavedAddress)[];

/** Equal ignoring case and surrounding spaces, an empty optional field equal to a missing one. */
function sameAddress(a: NewSavedAddress, b: NewSavedAddress): boolean {
  const normal = (value: string | null) => (value ?? "").trim().toLowerCase();
  return comparedFields.every((field) => normal(a[field]) === normal(b[field]));
}
