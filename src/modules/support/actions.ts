"use server";

import { getLocale } from "next-intl/server";
import { fieldErrorsFrom, type FieldErrors } from "@/lib/form-errors";
import { anyone, defineFormAction } from "@/server/actions";
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
export const sendContactMessage = defineFormAction(
  {
    access: anyone("contact form"),
    fields: contactFields,
    input: contactInput,
    invalid: (error, values): ContactState => ({
      status: "error",
      error: "fillAllFields",
      fieldErrors: fieldErrorsFrom(error),
      values,
    }),
    failed: "support message could not be stored",
    failure: (values): ContactState => ({ status: "error", error: "failed", fieldErrors: {}, values }),
  },
  async (input, { values, form }): Promise<ContactState> => {
    if (!(await withinClientRateLimit("contact", { limit: 5, windowSeconds: 600 }))) {
      return { status: "error", error: "rateLimited", fieldErrors: {}, values };
    }
    const id = await saveContactMessage(db(), input, await getLocale(), contactTopic(form.get("topic")));
    (await requestLogger()).info({ contactMessageId: id }, "support message stored");
    return { status: "sent" };
  },
);
