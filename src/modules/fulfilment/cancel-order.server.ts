import "server-only";
import {
  advanceOrderStatus,
  findOrderRecord,
  flagFulfilmentIssue,
  movesForward,
  orderStatusOf,
  CUSTOMER_CANCEL_WINDOW_MS,
} from "@/modules/orders/server";
import { closeHostedCheckout } from "@/modules/payments/server";
import { db, type Database, type Transaction } from "@/server/db";
import { log } from "@/server/log";
import { clientFor, providerConnection } from "./provider-connection.server";

export type CancelOutcome =
  | { ok: true }
  | {
      ok: false;
      /**
       * notFound; final (shipped, delivered); tooLate (the customer's hour has passed); inProduction
       * (the provider answered 409: "already in production, cannot be cancelled"); providerUnavailable
       * (no answer: nothing was cancelled, try again).
       */
      error: "notFound" | "final" | "tooLate" | "inProduction" | "providerUnavailable";
    };

/**
 * Cancels an order for staff or for its customer. A paid order is cancelled at Cloudprinter first
 * (`orders/cancel`): only when the provider agrees, or has never heard of it (410), is it cancelled
 * here; a queued submission then sends nothing. An unpaid order is only ours to cancel.
 */
export async function cancelOrder(
  orderId: string,
  by: "staff" | "customer",
  options: {
    database?: Database;
    now?: Date;
    /** More work for the cancelling transaction (the admin's audit entry): it commits with the cancel. */
    alsoInTransaction?: (tx: Transaction) => Promise<void>;
  } = {},
): Promise<CancelOutcome> {
  const database = options.database ?? db();
  const order = await findOrderRecord(database, orderId);
  if (!order) return { ok: false, error: "notFound" };
  if (order.status === "cancelled") return { ok: true };
  if (!movesForward(order.status, "cancelled")) return { ok: false, error: "final" };
  const now = options.now ?? new Date();
  if (by === "customer" && now.getTime() - order.createdAt.getTime() > CUSTOMER_CANCEL_WINDOW_MS) {
    return { ok: false, error: "tooLate" };
  }

  let atPrinter = false;
  // An unpaid order's payment page must be closed first, or the customer could still pay for it.
  if (order.paymentStatus !== "paid" && order.paymentSessionId) {
    const page = await closeHostedCheckout(order.paymentSessionId).catch((error: unknown) => {
      log.warn({ err: error, order: order.number }, "closing the payment page failed; order left as it was");
      return "unreachable" as const;
    });
    // "paid": the payment is on its way; once it has arrived, the paid path below applies.
    if (page !== "closed") return { ok: false, error: "providerUnavailable" };
  }
  if (order.paymentStatus === "paid") {
    const connection = await providerConnection();
    if (connection) {
      try {
        const answer = await clientFor(connection).cancelOrder(order.number);
        if (answer === "not_cancelable") return { ok: false, error: "inProduction" };
        atPrinter = answer === "cancelled";
      } catch (error) {
        log.warn({ err: error, order: order.number }, "cancel at Cloudprinter failed; order left as it was");
        return { ok: false, error: "providerUnavailable" };
      }
    } else if (order.submittedAt) {
      return { ok: false, error: "providerUnavailable" };
    }
  }
  const outcome = await database.transaction(async (tx) => {
    const moved = await advanceOrderStatus(tx, orderId, "cancelled", {
      source: by,
      noteKey: by === "staff" ? "cancelledByStaff" : "cancelledByCustomer",
      // Whether the printer stopped it matters to staff; the customer only needs to know it is cancelled.
      note: atPrinter ? "Cancelled at Cloudprinter" : undefined,
    });
    // The refund is a separate step (staff, admin order page): a paid, cancelled order is flagged until then.
    if (moved === "advanced" && order.paymentStatus === "paid") {
      const who = by === "staff" ? "staff" : "the customer";
      const where = atPrinter ? "; cancelled at Cloudprinter" : "";
      await flagFulfilmentIssue(tx, orderId, `Refund due: paid order cancelled by ${who}${where}`);
    }
    if (moved === "advanced") await options.alsoInTransaction?.(tx);
    return moved;
  });
  if (outcome === "advanced") return { ok: true };
  // Unchanged: the provider's cancel signal got here first (fine), or a signal moved it past the
  // point of no return between our read and the update.
  const after = await orderStatusOf(database, orderId);
  return after?.status === "cancelled" ? { ok: true } : { ok: false, error: "final" };
}
