"use server";

import { getLocale } from "next-intl/server";
import { fieldErrorsFrom, formValues, type FieldErrors } from "@/lib/form-errors";
import { db } from "@/server/db";
import { withinClientRateLimit } from "@/server/http/client-rate-limit";
import { requestLogger } from "@/server/http/request-logger";
import { saveContactMessage } from "./contact.server";
import { contactFields, contactInput, type ContactField } from "./schema";
import { contactTopic } from "./topics";

export type ContactState =
  | { status: "idle" }
  | { status: "sent" }
  | {
      status: "error";
      error: "fillAllFields" | "rateLimited" | "failed";
      fieldErrors: FieldErrors<ContactField>;
      values: Record<ContactField, string>;
    };

/**
 * Validates on the server, stores the message, and hands back what was typed when anything fails. A
 * `topic` field the form carries (`/contact?topic=sales`) marks the message; an unknown one is ignored.
 */
export async function sendContactMessage(_previous: ContactState, form: FormData): Promise<ContactState> {
  const values = formValues(form, contactFields);
  const parsed = contactInput.safeParse(values);
  if (!parsed.success) {
    return { status: "error", error: "fillAllFields", fieldErrors: fieldErrorsFrom(parsed.error), values };
  }
  try {
    if (!(await withinClientRateLimit("contact", { limit: 5, windowSeconds: 600 }))) {
      return { status: "error", error: "rateLimited", fieldErrors: {}, values };
    }
    const id = await saveContactMessage(
      db(),
      parsed.data,
      await getLocale(),
      contactTopic(form.get("topic")),
    );
    (await requestLogger()).info({ contactMessageId: id }, "support message stored");
    return { status: "sent" };
  } catch (error) {
    (await requestLogger()).error({ err: error }, "support message could not be stored");
    return { status: "error", error: "failed", fieldErrors: {}, values };
  }
}
