"use server";

import { currentUser } from "@/modules/accounts/server";
import { anyone, defineFormAction } from "@/server/actions";
import { db } from "@/server/db";
import { withinClientRateLimit } from "@/server/http/client-rate-limit";
import { CUSTOMER_CANCEL_WINDOW_MS } from "./cancellation";
import { toOrderView, type OrderView } from "./order-view";
import { findOrderForTracking, findOwnOrderForTracking } from "./tracking.server";
import {
  trackOrderFieldErrors,
  trackOrderFields,
  type TrackOrderError,
  type TrackOrderField,
  type TrackOrderFieldErrors,
} from "./tracking-input";

type TrackOrderValues = Record<TrackOrderField, string>;

export type TrackOrderState =
  | { status: "idle" }
  | { status: "found"; order: OrderView; values: TrackOrderValues }
  | {
      status: "error";
      /** The first problem: a field's, or one about the whole lookup. */
      error: TrackOrderError;
      fieldErrors: TrackOrderFieldErrors;
      values: TrackOrderValues;
    };

/**
 * Looks an order up by number and e-mail for the tracking page. A signed-in customer finds their own
 * orders by number alone (findOwnOrderForTracking); for anyone else's the e-mail is needed as before.
 * Every miss answers "notFound", and attempts are rate limited per client, so the form can't be used
 * to find out which numbers exist.
 */
export const trackOrder = defineFormAction(
  {
    access: anyone("number + e-mail; owners by number alone"),
    fields: trackOrderFields,
    failed: "order tracking lookup failed",
    failure: (values): TrackOrderState => ({ status: "error", error: "failed", fieldErrors: {}, values }),
  },
  async (values): Promise<TrackOrderState> => {
    const user = await currentUser();
    const fieldErrors = trackOrderFieldErrors(values);
    // Signed in, a blank e-mail means "one of my orders".
    if (user && fieldErrors.email === "emailRequired") delete fieldErrors.email;
    const firstFieldError = fieldErrors.order ?? fieldErrors.email;
    if (firstFieldError) return { status: "error", error: firstFieldError, fieldErrors, values };
    if (!(await withinClientRateLimit("track-order", { limit: 10, windowSeconds: 60 }))) {
      return { status: "error", error: "rateLimited", fieldErrors: {}, values };
    }
    const database = db();
    const own = user ? await findOwnOrderForTracking(database, values.order, user) : undefined;
    const order =
      own ??
      (values.email.trim() === ""
        ? undefined
        : await findOrderForTracking(database, { number: values.order, email: values.email }));
    if (!order) return { status: "error", error: "notFound", fieldErrors: {}, values };
    // The card's cancel form sends number and e-mail again: the owner's lookup fills in the order's.
    const found = own ? { ...values, email: own.email } : values;
    return {
      status: "found",
      order: toOrderView(order, { windowMs: CUSTOMER_CANCEL_WINDOW_MS }),
      values: found,
    };
  },
);
