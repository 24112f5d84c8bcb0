import { z } from "zod";
import { addAddressRuleIssues, canonicalRegion } from "@/lib/address";
import { singleLineText } from "@/lib/form-text";

/*
 * What the account pages send. Every message is a key: profile errors under `account.profile.errors`,
 * address errors under `addresses.errors`, so the browser and the server say the same thing in both
 * languages. Lengths are the columns' (src/server/db/schema/accounts.ts).
 */

const required = (message: string, max: number) =>
  singleLineText(message).min(1, message).max(max, "tooLong");
/** Blank is "not given": stored as null. */
const optional = (max: number) =>
  singleLineText()
    .max(max, "tooLong")
    .optional()
    .transform((text) => text || null);

export const profileInput = z.object({
  name: required("nameRequired", 120),
  // The checkout's phone rule, so a saved phone is one the checkout takes.
  phone: optional(40).refine((phone) => phone === null || /^[+()\d\s.-]{5,40}$/.test(phone), "phoneInvalid"),
  company: optional(120),
});
export type ProfileInput = z.infer<typeof profileInput>;
export type ProfileField = keyof ProfileInput;

/**
 * An address for the book, with checkout's country rules (postal code pattern, a listed state or
 * province where the country needs one: src/lib/address), so a saved address is one checkout takes.
 * The state is kept in the list's own spelling ("tx" → "TX", "bangkok" → "Bangkok").
 */
export const addressInput = z
  .object({
    name: required("nameRequired", 120),
    company: optional(120),
    addressLine1: required("addressRequired", 200),
    addressLine2: optional(200),
    city: required("cityRequired", 100),
    state: optional(100),
    postalCode: required("postalCodeRequired", 20),
    country: z.string({ error: "countryRequired" }).regex(/^[A-Z]{2}$/, "countryRequired"),
  })
  .superRefine((address, ctx) => addAddressRuleIssues(address, ctx))
  .transform((address) => ({
    ...address,
    state: address.state ? canonicalRegion(address.country, address.state) : null,
  }));
export type AddressInput = z.infer<typeof addressInput>;
export type AddressField = keyof AddressInput;
export const ADDRESS_FIELDS = [
  "name",
  "company",
  "addressLine1",
  "addressLine2",
  "city",
  "state",
  "postalCode",
  "country",
] as const satisfies readonly AddressField[];

/** What the profile tab shows and edits; the e-mail is read-only (changing it is not offered). */
export type Profile = {
  email: string;
  emailVerified: boolean;
  name: string;
  phone: string | null;
  company: string | null;
};

/** A saved address as pages and the checkout see it (no user id, no timestamps). */
export type SavedAddress = AddressInput & { id: string; isDefault: boolean };

/** A passkey as the profile tab lists it: never its public key or credential id. */
export type PasskeySummary = { id: string; name: string | null; createdAt: string | null; backedUp: boolean };

/** An id from the browser: anything that is not a uuid is answered like an id that does not exist. */
export const recordId = z.uuid();

/** A field → the message key of its first problem. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export function fieldErrors<Field extends string>(error: z.ZodError): FieldErrors<Field> {
  const errors: Partial<Record<string, string>> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "");
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors as FieldErrors<Field>;
}
