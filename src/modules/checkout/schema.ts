import { z } from "zod";
import { emailAddress, singleLineText } from "@/lib/form-text";

/**
 * What the checkout wizard sends (docs/product-rules.md#checkout) minus every
 * amount: prices, shipping cost and totals are recomputed on the server and never read from here.
 * Each message is a key under `checkout.errors`, so the browser and the server say the same thing.
 */
export const PAYMENT_METHODS = ["card", "paypal"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const required = (message: string, max: number) =>
  singleLineText(message).min(1, message).max(max, "tooLong");
const optional = (max: number) => singleLineText().max(max, "tooLong").optional().default("");

export const shippingAddressSchema = z.object({
  name: required("nameRequired", 120),
  company: optional(120),
  address: required("addressRequired", 200),
  city: required("cityRequired", 100),
  state: optional(100),
  postalCode: required("postalCodeRequired", 20),
  country: z.string({ error: "countryRequired" }).regex(/^[A-Z]{2}$/, "countryRequired"),
});
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

/**
 * Where the shipping service says a country requires a state (the printer's `require_state`: the US
 * and Canada), it wants the state's short code: "NY", "ON". Written as typed, compared upper-cased.
 */
const STATE_CODE = /^[A-Z0-9]{2,3}$/;

export function stateCode(state: string): string {
  return state.trim().toUpperCase();
}

/**
 * The `checkout.errors.*` key for `state` in a country that requires one, or undefined when it is
 * fine. `known` is the shipping service's list of that country's state codes: when there is one, a
 * code outside it ("ZZ") is refused here rather than by the printer after the customer has paid.
 */
export function requiredStateError(
  state: string,
  known: readonly string[] = [],
): "stateRequired" | "stateInvalid" | "stateUnknown" | undefined {
  const code = stateCode(state);
  if (!code) return "stateRequired";
  if (!STATE_CODE.test(code)) return "stateInvalid";
  return known.length === 0 || known.includes(code) ? undefined : "stateUnknown";
}

export const contactSchema = z.object({
  // The rule tracking and cancelling use too, so every customer can find their order again.
  email: emailAddress({ required: "emailRequired", invalid: "emailInvalid" }),
  phone: required("phoneRequired", 40).regex(/^[+()\d\s.-]{5,40}$/, "phoneInvalid"),
});
export type Contact = z.infer<typeof contactSchema>;

export const shippingMethodSchema = z.object({
  shippingLevel: z.string({ error: "shippingRequired" }).min(1, "shippingRequired").max(40),
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
