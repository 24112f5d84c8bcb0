import { z } from "zod";
import { addAddressRuleIssues, regionError, type AddressRuleError } from "@/lib/address";
import { emailAddress, singleLineText } from "@/lib/form-text";
import { currencies } from "@/modules/i18n";

/**
 * What the checkout wizard sends (docs/product-rules.md#checkout). Prices, shipping cost and totals are
 * recomputed on the server and never read from here; the one amount it sends, the total the customer
 * saw (`shown`), is only compared with the server's, so nothing is charged that the page didn't say.
 * Each message is a key under `checkout.errors`, so the browser and the server say the same thing.
 */
export const PAYMENT_METHODS = ["card", "paypal"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const required = (message: string, max: number) =>
  singleLineText(message).min(1, message).max(max, "tooLong");
const optional = (max: number) => singleLineText().max(max, "tooLong").optional().default("");

/**
 * The address step, with the address book's country rules (src/lib/address: the postal code's
 * pattern, a listed state or province where the country needs one), so both forms refuse the same.
 */
export const shippingAddressSchema = z
  .object({
    name: required("nameRequired", 120),
    company: optional(120),
    address: required("addressRequired", 200),
    city: required("cityRequired", 100),
    state: optional(100),
    postalCode: required("postalCodeRequired", 20),
    country: z.string({ error: "countryRequired" }).regex(/^[A-Z]{2}$/, "countryRequired"),
  })
  .superRefine((address, ctx) => addAddressRuleIssues(address, ctx));

/**
 * The `checkout.errors.*` key for `state` where the shipping service requires one (the printer's
 * `require_state`: the US and Canada; and Thailand's province, our own rule), or undefined when it is
 * fine. `known` is the shipping service's list of that country's codes: when there is one, a code
 * outside it ("ZZ") is refused here rather than by the printer after the customer has paid.
 */
export function requiredStateError(
  country: string,
  state: string,
  known: readonly string[] = [],
): AddressRuleError | undefined {
  return regionError(country, state, { required: true, ...(known.length > 0 ? { known } : {}) });
}

export const contactSchema = z.object({
  // The rule tracking and cancelling use too, so every customer can find their order again.
  email: emailAddress({ required: "emailRequired", invalid: "emailInvalid" }),
  phone: required("phoneRequired", 40).regex(/^[+()\d\s.-]{5,40}$/, "phoneInvalid"),
});

export const shippingMethodSchema = z.object({
  shippingLevel: z.string({ error: "shippingRequired" }).min(1, "shippingRequired").max(40),
});

/** The largest amount an order column holds (orders.total: integer minor units). */
const MAX_ORDER_AMOUNT = 2_147_483_647;

/**
 * The total and currency the Place Order button showed. When the server prices the order otherwise (the
 * currency cookie changed in another tab, a new exchange rate), nothing is charged and the answer carries
 * the new figure (docs/payments.md#currency, ADR 0008).
 */
const shownTotalSchema = z.object({
  currency: z.enum(currencies),
  total: z.number().int().min(0).max(MAX_ORDER_AMOUNT),
});

export const placeOrderInput = z.object({
  /** A fresh random id per "Place order" attempt: a double click or a retry finds the same order. */
  checkoutKey: z.uuid(),
  address: shippingAddressSchema,
  shippingLevel: shippingMethodSchema.shape.shippingLevel,
  contact: contactSchema,
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** "Save this address to my account": honoured only for a signed-in customer, ignored otherwise. */
  saveAddress: z.boolean().optional().default(false),
  /** What the page said the order costs; the wizard always sends it (a script may leave it out). */
  shown: shownTotalSchema.optional(),
});
export type PlaceOrderInput = z.input<typeof placeOrderInput>;

export const CHECKOUT_STEPS = ["address", "shipping", "payment"] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** A field → the `checkout.errors.*` key of its first problem. */
export type CheckoutFieldErrors = Partial<Record<string, string>>;

export function checkoutFieldErrors(error: z.ZodError): CheckoutFieldErrors {
  const errors: CheckoutFieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path.at(-1) ?? "");
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}
