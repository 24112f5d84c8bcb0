import type { PaymentMethod } from "../schema";

/**
 * Everything the shopper types or picks in the wizard, as typed (untrimmed, possibly incomplete).
 * Amounts are not here: the summary computes them from the server's cart and shipping options.
 */
export type CheckoutData = {
  address: {
    name: string;
    company: string;
    address: string;
    city: string;
    state: string;
    postalCode: string;
    country: string;
  };
  shippingLevel: string;
  contact: { email: string; phone: string };
  paymentMethod: PaymentMethod;
  /** "Save this address to my account" (offered only when signed in). */
  saveAddress: boolean;
};

export type AddressField = keyof CheckoutData["address"];
export type ContactField = keyof CheckoutData["contact"];

export function emptyCheckoutData(country: string): CheckoutData {
  return {
    address: { name: "", company: "", address: "", city: "", state: "", postalCode: "", country },
    shippingLevel: "",
    contact: { email: "", phone: "" },
    paymentMethod: "card",
    saveAddress: false,
  };
}

/**
 * The level the order will use: the shopper's choice while the options load or if they could not
 * be loaded; once they are known, the choice if still offered, else for a shopper who never chose
 * the preselected level (the cheapest tracked one, docs/product-rules.md#shipping-levels), else
 * nothing (a choice that vanished with a new country must be made again).
 */
export function effectiveShippingLevel(
  chosen: string,
  offered: readonly { level: string; tracked: boolean }[] | undefined,
): string {
  if (!offered) return chosen;
  if (offered.some((option) => option.level === chosen)) return chosen;
  // The server lists them cheapest first by what the level costs (even when the cart ships free).
  if (chosen === "") return (offered.find((option) => option.tracked) ?? offered[0])?.level ?? "";
  return "";
}
