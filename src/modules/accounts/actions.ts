"use server";

import { z } from "zod";
import { requestLogger } from "@/server/http/request-logger";
import * as addresses from "./addresses.server";
import { deletePasskey } from "./passkeys.server";
import { getProfile, updateProfile } from "./profile.server";
import {
  addressInput,
  fieldErrors,
  profileInput,
  recordId,
  type AddressField,
  type FieldErrors,
  type Profile,
  type SavedAddress,
  type ProfileField,
} from "./schema";
import { authorize } from "./session.server";

/*
 * The account page's changes (docs/accounts.md). Each action checks the session itself (a page's check
 * does not protect an action) and acts only on the signed-in user's rows: an id from the browser that
 * is not theirs gets the same answer as one that does not exist ("notFound").
 */

type Refused = { ok: false; error: "unauthorized" | "failed" };

export type ProfileResult =
  | { ok: true; profile: Profile }
  | { ok: false; error: "invalid"; fieldErrors: FieldErrors<ProfileField> }
  | Refused;

export async function saveProfile(input: unknown): Promise<ProfileResult> {
  const session = await authorize("user");
  if (!session.ok) return { ok: false, error: "unauthorized" };
  const parsed = profileInput.safeParse(input);
  if (!parsed.success) return { ok: false, error: "invalid", fieldErrors: fieldErrors(parsed.error) };
  return attempt("profile update failed", async () => {
    await updateProfile(session.user.id, parsed.data);
    const profile = await getProfile(session.user.id);
    return profile ? { ok: true, profile } : { ok: false, error: "unauthorized" };
  });
}

export type AddressesResult =
  | { ok: true; addresses: SavedAddress[] }
  | { ok: false; error: "invalid"; fieldErrors: FieldErrors<AddressField> }
  | { ok: false; error: "notFound" }
  | Refused;

const saveAddressInput = z.object({ id: z.string().optional(), address: z.unknown() });

/** Adds an address, or changes one of the user's when `id` is given. */
export async function saveAddress(input: unknown): Promise<AddressesResult> {
  const session = await authorize("user");
  if (!session.ok) return { ok: false, error: "unauthorized" };
  const outer = saveAddressInput.safeParse(input);
  if (!outer.success) return { ok: false, error: "notFound" };
  const parsed = addressInput.safeParse(outer.data.address);
  if (!parsed.success) return { ok: false, error: "invalid", fieldErrors: fieldErrors(parsed.error) };
  const userId = session.user.id;
  const { id } = outer.data;
  return attempt("address save failed", async () => {
    if (id === undefined) await addresses.addAddress(userId, parsed.data);
    else if (!(await withOwnId(id, (own) => addresses.updateAddress(userId, own, parsed.data))))
      return { ok: false, error: "notFound" };
    return { ok: true, addresses: await addresses.listAddresses(userId) };
  });
}

export async function deleteAddress(input: unknown): Promise<AddressesResult> {
  const session = await authorize("user");
  if (!session.ok) return { ok: false, error: "unauthorized" };
  return changeAddress(session.user.id, input, "address delete failed", addresses.deleteAddress);
}

export async function makeDefaultAddress(input: unknown): Promise<AddressesResult> {
  const session = await authorize("user");
  if (!session.ok) return { ok: false, error: "unauthorized" };
  return changeAddress(session.user.id, input, "default address change failed", addresses.makeDefaultAddress);
}

/** One of the signed-in user's addresses, changed by `change`; the callers checked the session. */
async function changeAddress(
  userId: string,
  input: unknown,
  failure: string,
  change: (userId: string, id: string) => Promise<boolean>,
): Promise<AddressesResult> {
  const id = z.object({ id: z.string() }).safeParse(input);
  if (!id.success) return { ok: false, error: "notFound" };
  return attempt(failure, async () => {
    if (!(await withOwnId(id.data.id, (own) => change(userId, own)))) return { ok: false, error: "notFound" };
    return { ok: true, addresses: await addresses.listAddresses(userId) };
  });
}

/** Runs `change` with a well-formed id; a malformed one is a miss, like another customer's. */
async function withOwnId(id: string, change: (id: string) => Promise<boolean>): Promise<boolean> {
  const parsed = recordId.safeParse(id);
  return parsed.success ? change(parsed.data.toLowerCase()) : false;
}

export type PasskeyResult = { ok: true } | { ok: false; error: "notFound" } | Refused;

/** Removes one of the user's own passkeys (Better Auth's endpoint would do too; this one is scoped and tested). */
export async function removePasskey(input: unknown): Promise<PasskeyResult> {
  const session = await authorize("user");
  if (!session.ok) return { ok: false, error: "unauthorized" };
  const parsed = z.object({ id: z.string().min(1).max(255) }).safeParse(input);
  if (!parsed.success) return { ok: false, error: "notFound" };
  return attempt("passkey removal failed", async () =>
    (await deletePasskey(session.user.id, parsed.data.id)) ? { ok: true } : { ok: false, error: "notFound" },
  );
}

/** A database failure is logged and answered "failed": the page says "try again". */
async function attempt<Result>(what: string, work: () => Promise<Result>): Promise<Result | Refused> {
  try {
    return await work();
  } catch (error) {
    (await requestLogger()).error({ err: error }, what);
    return { ok: false, error: "failed" };
  }
}
