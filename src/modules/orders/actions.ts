"use server";

import { formValues } from "@/lib/form-errors";
import { cancelOrder, CUSTOMER_CANCEL_WINDOW_MS } from "@/modules/fulfilment/cancel-order.server";
import { db } from "@/server/db";
import { withinClientRateLimit } from "@/server/http/client-rate-limit";
import { requestLogger } from "@/server/http/request-logger";
import { loadOrderDetails } from "./order-details.server";
import { toOrderView, type OrderView } from "./order-view";
import { findOrderForTracking } from "./tracking.server";
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
 * Looks an order up by number and e-mail for the tracking page. Every miss answers "notFound", and
 * attempts are rate limited per client, so the form can't be used to find out which numbers exist.
 */
export async function trackOrder(_previous: TrackOrderState, form: FormData): Promise<TrackOrderState> {
  const values = formValues(form, trackOrderFields);
  const fieldErrors = trackOrderFieldErrors(values);
  const firstFieldError = fieldErrors.order ?? fieldErrors.email;
  if (firstFieldError) return { status: "error", error: firstFieldError, fieldErrors, values };
  try {
    if (!(await withinClientRateLimit("track-order", { limit: 10, windowSeconds: 60 }))) {
      return { status: "error", error: "rateLimited", fieldErrors: {}, values };
    }
    const order = await findOrderForTracking(db(), { number: values.order, email: values.email });
    if (!order) return { status: "error", error: "notFound", fieldErrors: {}, values };
    return { status: "found", order: toOrderView(order, { windowMs: CUSTOMER_CANCEL_WINDOW_MS }), values };
  } catch (error) {
    (await requestLogger()).error({ err: error }, "order tracking lookup failed");
    return { status: "error", error: "failed", fieldErrors: {}, values };
  }
}

export type CancelTrackedOrderError =
  "tooLate" | "inProduction" | "final" | "providerUnavailable" | "notFound" | "rateLimited" | "failed";

export type CancelTrackedOrderState =
  | { status: "idle" }
  | { status: "cancelled"; order: OrderView }
  | { status: "error"; error: CancelTrackedOrderError };

/**
 * The customer cancels the order they tracked, within the hour (docs/order-lifecycle.md#cancelling). The form carries the
 * number and e-mail they looked it up with; both must match again, so a number alone never cancels
 * anything. Rate limited per client like the lookup; answers the reloaded order once it is cancelled.
 */
export async function cancelTrackedOrder(
  _previous: CancelTrackedOrderState,
  form: FormData,
): Promise<CancelTrackedOrderState> {
  const values = formValues(form, trackOrderFields);
  const fieldErrors = trackOrderFieldErrors(values);
  // The values come from hidden inputs the lookup filled in: anything wrong there finds no order.
  if (fieldErrors.order ?? fieldErrors.email) return { status: "error", error: "notFound" };
  try {
    if (!(await withinClientRateLimit("cancel-order", { limit: 5, windowSeconds: 600 }))) {
      return { status: "error", error: "rateLimited" };
    }
    const database = db();
    const order = await findOrderForTracking(database, { number: values.order, email: values.email });
    if (!order) return { status: "error", error: "notFound" };
    const outcome = await cancelOrder(order.id, "customer", { database });
    if (!outcome.ok) {
      if (outcome.error === "providerUnavailable") {
        (await requestLogger()).warn({ order: order.number }, "customer cancellation: provider unavailable");
      }
      return { status: "error", error: outcome.error };
    }
    const cancelled = await loadOrderDetails(database, order.id);
    if (!cancelled) return { status: "error", error: "notFound" };
    return { status: "cancelled", order: toOrderView(cancelled, { windowMs: CUSTOMER_CANCEL_WINDOW_MS }) };
  } catch (error) {
    (await requestLogger()).error({ err: error }, "customer order cancellation failed");
    return { status: "error", error: "failed" };
  }
}
