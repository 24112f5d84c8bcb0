import { z } from "zod";
import { CONTROL_CHARACTERS, emailAddress, singleLineText } from "@/lib/form-text";

/** The tracking form: order number and the e-mail it was placed with (docs/order-lifecycle.md#tracking). */
export const trackOrderFields = ["order", "email"] as const;
export type TrackOrderField = (typeof trackOrderFields)[number];

export const trackOrderInput = z.object({
  // Any length is accepted here: an impossible number is simply not found, like any unknown one.
  order: singleLineText().min(1),
  // The checkout's own rule: an address it took always passes here.
  email: emailAddress(),
});

/** Message keys under orders.track (docs/product-rules.md#tracking: 'Please enter an order number', 'Order not found...'). */
export type TrackOrderError =
  | "numberRequired"
  | "controlCharacters"
  | "emailRequired"
  | "emailInvalid"
  | "rateLimited"
  | "notFound"
  | "failed";

export type TrackOrderFieldErrors = {
  order?: "numberRequired" | "controlCharacters";
  email?: "emailRequired" | "emailInvalid";
};

/**
 * One message per field: a blank field is "required", control characters in the number say so, and
 * anything else wrong with the e-mail is "invalid".
 */
export function trackOrderFieldErrors(values: Record<TrackOrderField, string>): TrackOrderFieldErrors {
  const errors: TrackOrderFieldErrors = {};
  const parsed = trackOrderInput.safeParse(values);
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    if (issue.path[0] === "order" && !errors.order) {
      errors.order = issue.message === CONTROL_CHARACTERS ? CONTROL_CHARACTERS : "numberRequired";
    }
    if (issue.path[0] === "email" && !errors.email) {
      errors.email = values.email.trim() === "" ? "emailRequired" : "emailInvalid";
    }
  }
  return errors;
}
