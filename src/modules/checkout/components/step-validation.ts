import type { z } from "zod";
import {
  CHECKOUT_STEPS,
  checkoutFieldErrors,
  contactSchema,
  requiredStateError,
  shippingAddressSchema,
  shippingMethodSchema,
  type CheckoutFieldErrors,
  type CheckoutStep,
} from "../schema";
import type { CheckoutData } from "./checkout-data";

/** Which step shows each field, in the order the shopper meets them (first invalid gets focus). */
const FIELD_STEPS: Record<string, CheckoutStep> = {
  name: "address",
  company: "address",
  address: "address",
  city: "address",
  state: "address",
  postalCode: "address",
  country: "address",
  shippingLevel: "shipping",
  email: "payment",
  phone: "payment",
  paymentMethod: "payment",
};
const FIELD_ORDER = Object.keys(FIELD_STEPS);

export function stepOfField(field: string): CheckoutStep {
  return FIELD_STEPS[field] ?? "address";
}

/** `?step=` as written in the URL; anything else means the first step. */
export function parseStep(raw: string | null | undefined): CheckoutStep {
  return CHECKOUT_STEPS.find((step) => step === raw) ?? "address";
}

export function stepIndex(step: CheckoutStep): number {
  return CHECKOUT_STEPS.indexOf(step);
}

export type StepOptions = {
  /** False while the shipping options are loading or failed: the level can't be confirmed yet. */
  levelConfirmed?: boolean;
  /** Country codes whose addresses need a state code (the server refuses the order without one). */
  statesRequiredIn?: readonly string[];
  /** The state codes the shipping service knows per country; a code outside a known list is refused. */
  stateCodesIn?: Readonly<Record<string, readonly string[]>>;
};

/**
 * The problems of one step, as `checkout.errors.*` keys per field, from the same zod schemas and
 * state rule the server uses, so the browser and `placeOrder` always agree.
 */
export function stepErrors(
  step: CheckoutStep,
  data: CheckoutData,
  { levelConfirmed = true, statesRequiredIn = [], stateCodesIn = {} }: StepOptions = {},
): CheckoutFieldErrors {
  if (step === "address") {
    const errors = problems(shippingAddressSchema.safeParse(data.address));
    const state = statesRequiredIn.includes(data.address.country)
      ? requiredStateError(data.address.country, data.address.state, stateCodesIn[data.address.country])
      : undefined;
    return state && !errors.state ? { ...errors, state } : errors;
  }
  if (step === "payment") return problems(contactSchema.safeParse(data.contact));
  const errors = problems(shippingMethodSchema.safeParse({ shippingLevel: data.shippingLevel }));
  return levelConfirmed || errors.shippingLevel ? errors : { shippingLevel: "shippingRequired" };
}

function problems(result: { error?: z.ZodError }): CheckoutFieldErrors {
  return result.error ? checkoutFieldErrors(result.error) : {};
}

export function hasErrors(errors: CheckoutFieldErrors): boolean {
  return Object.values(errors).some(Boolean);
}

/** The first step whose data is incomplete, or undefined when the order could be placed. */
export function firstIncompleteStep(data: CheckoutData, options?: StepOptions): CheckoutStep | undefined {
  return CHECKOUT_STEPS.find((step) => hasErrors(stepErrors(step, data, options)));
}

/**
 * The step to show for a requested one: a step is reachable when every step before it is complete,
 * so a bookmarked or typed `?step=payment` with an empty form lands on the first incomplete step.
 */
export function reachableStep(
  requested: CheckoutStep,
  data: CheckoutData,
  options?: Pick<StepOptions, "statesRequiredIn" | "stateCodesIn">,
): CheckoutStep {
  const blocking = CHECKOUT_STEPS.slice(0, stepIndex(requested)).find((step) =>
    hasErrors(stepErrors(step, data, options)),
  );
  return blocking ?? requested;
}

/** The field the shopper meets first among those with errors. */
export function firstInvalidField(errors: CheckoutFieldErrors): string | undefined {
  return FIELD_ORDER.find((field) => errors[field]) ?? Object.keys(errors).find((field) => errors[field]);
}
