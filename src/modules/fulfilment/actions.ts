"use server";

import {
  CUSTOMER_CANCEL_WINDOW_MS,
  type CancelTrackedOrderState,
  loadOrderDetails,
  toOrderView,
  findOrderForTracking,
} from "@/modules/orders/server";
import { trackOrderFieldErrors, trackOrderFields } from "@/modules/orders";
import { anyone, defineFormAction } from "@/server/actions";
import { db } from "@/server/db";
import { withinClientRateLimit } from "@/server/http/client-rate-limit";
import { requestLogger } from "@/server/http/request-logger";
import { cancelOrder } from "./cancel-order.server";

/**
 * The customer cancels the order they tracked, within the hour (docs/order-lifecycle.md#cancelling). The form carries the
 * number and e-mail they looked it up with; both must match again, so a number alone never cancels
 * anything. Rate limited per client like the lookup; answers the reloaded order once it is cancelled.
 */
export const cancelTrackedOrder = defineFormAction(
  {
    access: anyone("needs the order number and e-mail"),
    fields: trackOrderFields,
    failed: "customer order cancellation failed",
    failure: (): CancelTrackedOrderState => ({ status: "error", error: "failed" }),
  },
  async (values): Promise<CancelTrackedOrderState> => {
    const fieldErrors = trackOrderFieldErrors(values);
    // The values come from hidden inputs the lookup filled in: anything wrong there finds no order.
    if (fieldErrors.order ?? fieldErrors.email) return { status: "error", error: "notFound" };
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
  },
);
