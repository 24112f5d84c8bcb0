import { z } from "zod";
import { emailAddress, multiLineText, singleLineText } from "@/lib/form-text";

export const SUBJECT_MAX_LENGTH = 200;

/** Support form (docs/product-rules.md#support-form: all four fields required). Limits match the contact_messages columns. */
export const contactInput = z.object({
  name: singleLineText().min(1).max(120),
  email: emailAddress(),
  subject: singleLineText().min(1).max(SUBJECT_MAX_LENGTH),
  message: multiLineText().min(1).max(5000),
});

export type ContactInput = z.infer<typeof contactInput>;
export const contactFields = ["name", "email", "subject", "message"] as const;
export type ContactField = (typeof contactFields)[number];

/** Staff's answers from the support inbox are kept to the form's own limit for a message. */
export const REPLY_MAX_LENGTH = 5000;
