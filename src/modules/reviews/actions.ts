"use server";

import { getLocale } from "next-intl/server";
import { fieldErrorsFrom, type FieldErrors } from "@/lib/form-errors";
import { toLocale } from "@/modules/i18n";
import { anyone, defineFormAction } from "@/server/actions";
import { db } from "@/server/db";
import { withinClientRateLimit } from "@/server/http/client-rate-limit";
import { requestLogger } from "@/server/http/request-logger";
import { writeReview } from "./reviews.server";
import { reviewFields, reviewInput, type ReviewField, type ReviewRefusal } from "./schema";

export type ReviewFormState =
  | { status: "idle" }
  | { status: "saved" }
  | {
      status: "error";
      error: "checkFields" | "rateLimited" | "failed" | ReviewRefusal;
      fieldErrors: FieldErrors<ReviewField>;
      values: Record<ReviewField, string>;
    };

/**
 * One line's review from the review page (docs/reviews.md#the-review-page). The token in the link is
 * the only credential: the server checks it, the order's delivery and the line, and that the line has
 * no review yet. Limited per client like the contact form, so nobody can try tokens by the thousand.
 */
export const submitReview = defineFormAction(
  {
    access: anyone("the order's secret review link"),
    fields: reviewFields,
    failed: "review could not be saved",
    failure: (values): ReviewFormState => ({ status: "error", error: "failed", fieldErrors: {}, values }),
  },
  async (values, { form }): Promise<ReviewFormState> => {
    if (!(await withinClientRateLimit("review", { limit: 20, windowSeconds: 600 }))) {
      return { status: "error", error: "rateLimited", fieldErrors: {}, values };
    }
    const parsed = reviewInput.safeParse(values);
    if (!parsed.success) {
      return { status: "error", error: "checkFields", fieldErrors: fieldErrorsFrom(parsed.error), values };
    }
    const token = form.get("token");
    if (typeof token !== "string") return { status: "error", error: "unknownLink", fieldErrors: {}, values };
    const result = await writeReview(db(), token, parsed.data, toLocale(await getLocale()));
    if (!result.ok) return { status: "error", error: result.error, fieldErrors: {}, values };
    (await requestLogger()).info({ orderItemId: parsed.data.orderItemId }, "review written");
    return { status: "saved" };
  },
);
