"use server";

import { z } from "zod";
import { defineAction } from "@/server/actions";
import { signedIn } from "./action-access.server";
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

/*
 * The account page's changes (docs/accounts.md). Each action is for the signed-in user only
 * (defineAction checks the session on every call: a page's check does not protect an action) and acts
 * only on their rows: an id from the browser that is not theirs gets the same answer as one that does
 * not exist ("notFound").
 */

type Refused = { ok: false; error: "unauthorized" | "failed" };

export type ProfileResult =
  | { ok: true; profile: Profile }
  | { ok: false; error: "invalid"; fieldErrors: FieldErrors<ProfileField> }
  | Refused;

export const saveProfile = defineAction(
  {
    access: signedIn,
    input: profileInput,
    invalid: (error) => ({ ok: false, error: "invalid", fieldErrors: fieldErrors<ProfileField>(error) }),
    failed: "profile update failed",
  },
  async (input, { user }): Promise<ProfileResult> => {
    await updateProfile(user.id, input);
    const profile = await getProfile(user.id);
    return profile ? { ok: true, profile } : { ok: false, error: "unauthorized" };
  },
);

export type AddressesResult =
  | { ok: true; addresses: SavedAddress[] }
  | { ok: false; error: "invalid"; fieldErrors: FieldErrors<AddressField> }
  | { ok: false; error: "notFound" }
  | Refused;

/** Anything malformed about which address is meant is a miss, like another customer's. */
const notFound = () => ({ ok: false, error: "notFound" }) as const;

/** Adds an address, or changes one of the user's when `id` is given. */
export const saveAddress = defineAction(
  {
    access: signedIn,
    input: z.object({ id: z.string().optional(), address: z.unknown() }),
    invalid: notFound,
    failed: "address save failed",
  },
  async ({ id, address }, { user }): Promise<AddressesResult> => {
    const parsed = addressInput.safeParse(address);
    if (!parsed.success) return { ok: false, error: "invalid", fieldErrors: fieldErrors(parsed.error) };
    if (id === undefined) await addresses.addAddress(user.id, parsed.data);
    else if (!(await withOwnId(id, (own) => addresses.updateAddress(user.id, own, parsed.data))))
      return { ok: false, error: "notFound" };
    return { ok: true, addresses: await addresses.listAddresses(user.id) };
  },
);

const addressId = z.object({ id: z.string() });

export const deleteAddress = defineAction(
  { access: signedIn, input: addressId, invalid: notFound, failed: "address delete failed" },
  async ({ id }, { user }): Promise<AddressesResult> => changeAddress(user.id, id, addresses.deleteAddress),
);

export const makeDefaultAddress = defineAction(
  { access: signedIn, input: addressId, invalid: notFound, failed: "default address change failed" },
  async ({ id }, { user }): Promise<AddressesResult> =>
    changeAddress(user.id, id, addresses.makeDefaultAddress),
);

/** One of the signed-in user's addresses, changed by `change`; the user's list after it. */
async function changeAddress(
  userId: string,
  id: string,
  change: (userId: string, id: string) => Promise<boolean>,
): Promise<AddressesResult> {
  if (!(await withOwnId(id, (own) => change(userId, own)))) return { ok: false, error: "notFound" };
  return { ok: true, addresses: await addresses.listAddresses(userId) };
}

/** Runs `change` with a well-formed id; a malformed one is a miss, like another customer's. */
async function withOwnId(id: string, change: (id: string) => Promise<boolean>): Promise<boolean> {
  const parsed = recordId.safeParse(id);
  return parsed.success ? change(parsed.data.toLowerCase()) : false;
}

export type PasskeyResult = { ok: true } | { ok: false; error: "notFound" } | Refused;

/** Removes one of the user's own passkeys (Better Auth's endpoint would do too; this one is scoped and tested). */
export const removePasskey = defineAction(
  {
    access: signedIn,
    input: z.object({ id: z.string().min(1).max(255) }),
    invalid: notFound,
    failed: "passkey removal failed",
  },
  async ({ id }, { user }): Promise<PasskeyResult> =>
    (await deletePasskey(user.id, id)) ? { ok: true } : { ok: false, error: "notFound" },
);
