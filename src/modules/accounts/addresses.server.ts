import "server-only";
import { and, asc, desc, eq, ne } from "drizzle-orm";
import { db, type Database, type Executor } from "@/server/db";
import { userAddresses } from "@/server/db/schema/accounts";
import type { AddressInput, SavedAddress } from "./schema";

const columns = {
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
};

/** `id` among this user's addresses: another customer's id matches nothing, like an unknown one. */
const owned = (userId: string, id: string) => and(eq(userAddresses.userId, userId), eq(userAddresses.id, id));

/** The user's addresses, the default first, then oldest first (the order they were added). */
export function listAddresses(userId: string, database: Executor = db()): Promise<SavedAddress[]> {
  return database
    .select(columns)
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId))
    .orderBy(desc(userAddresses.isDefault), asc(userAddresses.createdAt), asc(userAddresses.id));
}

/**
 * Saves a new address. The first one becomes the default, so a customer with addresses always has
 * exactly one. Rows of one user are serialised by locking their addresses first (see lockUserRows).
 */
export async function addAddress(
  userId: string,
  input: AddressInput,
  database: Database = db(),
): Promise<string> {
  return database.transaction(async (tx) => {
    const existing = await lockUserRows(tx, userId);
    const [row] = await tx
      .insert(userAddresses)
      .values({ ...input, userId, isDefault: existing.length === 0 })
      .returning({ id: userAddresses.id });
    return row!.id;
  });
}

/** False when the user has no such address. */
export async function updateAddress(
  userId: string,
  id: string,
  input: AddressInput,
  database: Executor = db(),
): Promise<boolean> {
  const rows = await database
    .update(userAddresses)
    .set({ ...input, updatedAt: new Date() })
    .where(owned(userId, id))
    .returning({ id: userAddresses.id });
  return rows.length > 0;
}

/** False when the user has no such address. Deleting the default hands it to the oldest one left. */
export async function deleteAddress(userId: string, id: string, database: Database = db()): Promise<boolean> {
  return database.transaction(async (tx) => {
    await lockUserRows(tx, userId);
    const [deleted] = await tx
      .delete(userAddresses)
      .where(owned(userId, id))
      .returning({ isDefault: userAddresses.isDefault });
    if (!deleted) return false;
    if (deleted.isDefault) {
      const [next] = await tx
        .select({ id: userAddresses.id })
        .from(userAddresses)
        .where(eq(userAddresses.userId, userId))
        .orderBy(asc(userAddresses.createdAt), asc(userAddresses.id))
        .limit(1);
      if (next) await tx.update(userAddresses).set({ isDefault: true }).where(eq(userAddresses.id, next.id));
    }
    return true;
  });
}

/**
 * Makes `id` the default in one transaction: the old default is unset first, as the partial unique
 * index (one default per user) checks each statement. False, and nothing changed, when it is not the user's.
 */
export async function makeDefaultAddress(
  userId: string,
  id: string,
  database: Database = db(),
): Promise<boolean> {
  return database.transaction(async (tx) => {
    const rows = await lockUserRows(tx, userId);
    if (!rows.some((row) => row.id === id)) return false;
    await tx
      .update(userAddresses)
      .set({ isDefault: false, updatedAt: new Date() })
      .where(
        and(eq(userAddresses.userId, userId), eq(userAddresses.isDefault, true), ne(userAddresses.id, id)),
      );
    await tx.update(userAddresses).set({ isDefault: true, updatedAt: new Date() }).where(owned(userId, id));
    return true;
  });
}

/**
 * Locks the user's address rows until the transaction ends, so two tabs changing defaults at once
 * take turns instead of one failing on the unique index.
 */
function lockUserRows(tx: Executor, userId: string) {
  return tx
    .select({ id: userAddresses.id })
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId))
    .for("update");
}
