import "server-only";
import { eq } from "drizzle-orm";
import type { Transaction } from "@/server/db";
import { orders, orderStatusHistory } from "@/server/db/schema/orders";
import { enqueue, enqueueAgain } from "@/server/jobs";
import { orderRefundedMailJob, refundPaymentJob, submitToProviderJob } from "./jobs";

/*
 * What staff do to an order besides cancelling it (docs/order-lifecycle.md#staff): ask for a refund,
 * send a refused print order again. Each runs in the caller's transaction with the order row locked,
 * so the admin's audit entry and the queued job commit with the change or not at all.
 */

type OrderRow = typeof orders.$inferSelect;

async function lockOrder(tx: Transaction, orderId: string): Promise<OrderRow | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  return order;
}

/** Flags that say "a person must refund this"; cleared once the refund is recorded. */
const REFUND_FLAG = /^Refund (due|failed)\b/;

export type RefundRequest =
  | { ok: true; order: OrderRow; queued: "queued" | "requeued" | "pending" }
  | { ok: false; error: "notFound" | "notCancelled" | "notPaid" | "alreadyRefunded" };

/**
 * Queues the Stripe refund of a cancelled, paid order (a job: payments' refund handler). Refunds only
 * follow a cancel, so money never leaves for an order that will still be printed. A refund that failed
 * before is tried again; one already queued is not queued twice.
 */
export async function requestRefund(tx: Transaction, orderId: string): Promise<RefundRequest> {
  const order = await lockOrder(tx, orderId);
  if (!order) return { ok: false, error: "notFound" };
  if (order.paymentStatus === "refunded") return { ok: false, error: "alreadyRefunded" };
  if (order.paymentStatus !== "paid") return { ok: false, error: "notPaid" };
  if (order.status !== "cancelled") return { ok: false, error: "notCancelled" };
  const queued = await enqueueAgain(tx, refundPaymentJob, { orderId });
  if (queued !== "pending") {
    await tx.insert(orderStatusHistory).values({
      orderId,
      status: order.status,
      paymentStatus: order.paymentStatus,
      source: "staff",
      noteKey: "refundRequested",
    });
  }
  return { ok: true, order, queued };
}

/**
 * What is left to look at once the money is back: nothing for a cancelled order (whatever went wrong
 * with its printing no longer matters, and refunds only follow a cancel); for any other order, only a
 * flag that was about the refund goes.
 */
function issueAfterRefund(order: OrderRow): string | null {
  if (order.status === "cancelled" || !order.fulfilmentIssue) return null;
  return REFUND_FLAG.test(order.fulfilmentIssue) ? null : order.fulfilmentIssue;
}

export type RecordedRefund = { refundId: string; amount: number };

/**
 * Stripe refunded the payment: the order becomes refunded, its attention flag goes (issueAfterRefund), and the
 * customer's refund mail is queued (once per order). Recording twice changes nothing.
 */
export async function markOrderRefunded(
  tx: Transaction,
  orderId: string,
  refund: RecordedRefund,
): Promise<"refunded" | "already_refunded" | "unknown_order"> {
  const order = await lockOrder(tx, orderId);
  if (!order) return "unknown_order";
  if (order.paymentStatus === "refunded") return "already_refunded";
  const now = new Date();
  await tx
    .update(orders)
    .set({
      paymentStatus: "refunded",
      refundId: refund.refundId,
      refundedAmount: refund.amount,
      refundedAt: now,
      fulfilmentIssue: issueAfterRefund(order),
      updatedAt: now,
    })
    .where(eq(orders.id, orderId));
  await tx.insert(orderStatusHistory).values({
    orderId,
    status: order.status,
    paymentStatus: "refunded",
    source: "payment",
    noteKey: "refunded",
    note: `Refunded through Stripe (${refund.refundId})`,
  });
  await enqueue(tx, orderRefundedMailJob, { orderId });
  return "refunded";
}

export type Resubmission =
  | { ok: true; order: OrderRow }
  | { ok: false; error: "notFound" | "notPaid" | "cancelled" | "alreadySubmitted" | "noIssue" };

/**
 * Sends an order the provider refused (or that gave up after its retries) to the provider again, once
 * staff have fixed the cause: the flag is cleared and the submission job runs again from its first
 * attempt. Only an order that was never accepted qualifies; the job's own checks still apply.
 */
export async function resubmitOrder(tx: Transaction, orderId: string): Promise<Resubmission> {
  const order = await lockOrder(tx, orderId);
  if (!order) return { ok: false, error: "notFound" };
  if (order.status === "cancelled") return { ok: false, error: "cancelled" };
  if (order.paymentStatus !== "paid") return { ok: false, error: "notPaid" };
  if (order.submittedAt) return { ok: false, error: "alreadySubmitted" };
  if (!order.fulfilmentIssue) return { ok: false, error: "noIssue" };
  await tx.update(orders).set({ fulfilmentIssue: null, updatedAt: new Date() }).where(eq(orders.id, orderId));
  await tx.insert(orderStatusHistory).values({
    orderId,
    status: order.status,
    paymentStatus: order.paymentStatus,
    source: "staff",
    noteKey: "resubmitted",
    note: `Sent to the provider again by staff (was: ${order.fulfilmentIssue})`.slice(0, 1000),
  });
  await enqueueAgain(tx, submitToProviderJob, { orderId });
  return { ok: true, order };
}
