import { z } from "zod";
import { multiLineText } from "@/lib/form-text";
import { contactSchema, shippingAddressSchema } from "@/modules/checkout";

/*
 * What the admin order page's correction and note forms send. The address and contact are checkout's
 * own schemas (the same fields, limits, country rules and `checkout.errors` keys), so staff can store
 * nothing a customer could not have typed; the form checks with them first, the action again.
 */

const orderNumber = z.string().trim().min(1).max(40);

export const orderEditInput = z.object({
  number: orderNumber,
  address: shippingAddressSchema,
  contact: contactSchema,
});

/** The longest note staff may keep on an order. */
export const NOTE_MAX_LENGTH = 2_000;

/** A staff note: trimmed, 1–2,000 characters, line breaks kept, other control characters refused. */
export const orderNoteInput = z.object({
  number: orderNumber,
  body: multiLineText("noteRequired").min(1, "noteRequired").max(NOTE_MAX_LENGTH, "noteTooLong"),
});
