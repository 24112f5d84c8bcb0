import "server-only";
import { asc, desc, eq } from "drizzle-orm";
import type { Executor } from "@/server/db";
import { userAddresses } from "@/server/db/schema";

/*
 * The two things checkout needs of a customer's saved addresses: read them, and save the one an order
 * went to. The address book pages (addresses.server.ts) own the rest; this stays small on purpose.
 */

export type SavedAddress = {
  id: string;
  name: string;
  company: string | null;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  state: string | null;
  postalCode: string;
  country: string;
  isDefault: boolean;
};

export type NewSavedAddress = Omit<SavedAddress, "id" | "isDefault">;

/** The customer's addresses, the default first, then the newest. */
export function savedAddresses(database: Executor, userId: string): Promise<SavedAddress[]> {
  return database
    .select({
      id: userAddresses.id,
      name: userAddresses.name,
      company: userAddresses.company,
      addressLine1: userAddresses.addressLine1,
      addressLine2: userAddresses.addressLine2,
      city: userAddresses.city,
      state: userAddresses.state,
      postalCode: userAddresses.postalCode,
      country: userAddresses.country,
      isDefault: userAddresses.isDefault,
    })
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId))
    .orderBy(desc(userAddresses.isDefault), desc(userAddresses.createdAt), asc(userAddresses.id));
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
