import type { CheckoutData } from "./checkout-data";

/** A saved address of the signed-in customer, in the wizard's fields (one address line). */
export type CheckoutSavedAddress = { id: string; isDefault: boolean; address: CheckoutData["address"] };

/** What the wizard knows of a signed-in customer; null for a guest. */
export type CheckoutAccount = { email: string; addresses: CheckoutSavedAddress[] } | null;

/**
 * The form with the account's defaults where the shopper has typed nothing yet: the account's e-mail,
 * and the default saved address (when we still ship to its country). Anything typed wins.
 */
export function withAccountDefaults(
  data: CheckoutData,
  account: CheckoutAccount,
  countryCodes: readonly string[],
): CheckoutData {
  if (!account) return data;
  const email = data.contact.email.trim() === "" ? account.email : data.contact.email;
  const preferred = account.addresses.find((saved) => saved.isDefault) ?? account.addresses[0];
  const untouched = (["name", "company", "address", "city", "state", "postalCode"] as const).every(
    (field) => data.address[field].trim() === "",
  );
  const address =
    untouched && preferred && countryCodes.includes(preferred.address.country)
      ? preferred.address
      : data.address;
  return { ...data, contact: { ...data.contact, email }, address };
}

/** The saved address the form currently holds, field for field (ignoring case and spaces), if any. */
export function matchingSavedAddress(
  address: CheckoutData["address"],
  saved: readonly CheckoutSavedAddress[],
): CheckoutSavedAddress | undefined {
  const normal = (value: string) => value.trim().toLowerCase();
  const fields = Object.keys(address) as (keyof CheckoutData["address"])[];
  return saved.find((candidate) =>
    fields.every((field) => normal(candidate.address[field]) === normal(address[field])),
  );
}
