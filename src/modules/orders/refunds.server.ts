import "server-only";
import { and, asc, desc, eq } from "drizzle-orm";
import type { Currency } from "@/modules/i18n";
import { formatMinorUnits } from "@/modules/money";
import type { Executor, Transaction } from "@/server/db";
import { orderRefunds, orders, orderStatusHistory } from "@/server/db/schema/orders";
import { enqueue, enqueueAgain, type EnqueueAgainResult } from "@/server/jobs";
import { flagFulfilmentIssue } from "./fulfilment-transitions.server";
import { orderRefundedMailJob, refundPaymentJob } from "./jobs";
import { lockOrder } from "./order-lines.server";

/*
 * Refunds, whole or in parts (docs/payments.md#refunds). Each one staff ask for is an `order_refunds`
 * row: requested here with the order row locked, made by payments' refund job, then recorded here as
 * refunded or failed. An order has at most one refund in flight, so "what is left" is always the total
 * less what Stripe has refunded, and two staff members can't together refund more than was paid.
 */

type OrderRow = typeof orders.$inferSelect;
export type OrderRefund = typeof orderRefunds.$inferSelect;

/** Flags that say "a person must refund this"; a recorded refund clears them. */
const REFUND_FLAG = /^Refund (due|failed)\b/;

/** What is left to refund, in the order's currency's minor units: the total less what Stripe refunded. */
export function refundableAmount(order: Pick<OrderRow, "total" | "refundedAmount">): number {
  return Math.max(0, order.total - (order.refundedAmount ?? 0));
}

async function refundInFlight(tx: Executor, orderId: string): Promise<OrderRefund | undefined> {
  const [row] = await tx
    .select()
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, orderId), eq(orderRefunds.status, "requested")))
    .limit(1);
  return row;
}

export type RefundRequestError =
  "notFound" | "notPaid" | "alreadyRefunded" | "notCancelled" | "refundInProgress" | "overRemaining";

export type RefundRequest =
  | { ok: true; order: OrderRow; refund: OrderRefund; queued: EnqueueAgainResult }
  | { ok: false; error: RefundRequestError };

type Ask = { amount: number; reason: string; requestedBy: string | null; whole: boolean };

async function ask(tx: Transaction, order: OrderRow, request: Ask): Promise<RefundRequest> {
  const inFlight = await refundInFlight(tx, order.id);
  if (inFlight) {
    // A second click on "Refund" finds the refund it asked for; any other request waits its turn.
    return request.whole && inFlight.amount === request.amount
      ? { ok: true, order, refund: inFlight, queued: "pending" }
      : { ok: false, error: "refundInProgress" };
  }
  if (request.amount > refundableAmount(order)) return { ok: false, error: "overRemaining" };
  // Asking again for an amount whose refund failed retries that refund, under the same Stripe
  // idempotency key: if Stripe did make it and only its answer was lost, nothing is refunded twice.
  const [failed] = await tx
    .select()
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, order.id), eq(orderRefunds.status, "failed")))
    .orderBy(desc(orderRefunds.createdAt))
    .limit(1);
  const [refund] =
    failed?.amount === request.amount
      ? await tx
          .update(orderRefunds)
          .set({
            status: "requested",
            failure: null,
            reason: request.reason,
            requestedBy: request.requestedBy,
          })
          .where(eq(orderRefunds.id, failed.id))
          .returning()
      : await tx
          .insert(orderRefunds)
          .values({
            orderId: order.id,
            amount: request.amount,
            currency: order.currency,
            reason: request.reason,
            requestedBy: request.requestedBy,
          })
          .returning();
  const queued = await enqueueAgain(tx, refundPaymentJob, { orderId: order.id });
  await tx.insert(orderStatusHistory).values({
    orderId: order.id,
    status: order.status,
    paymentStatus: order.paymentStatus,
    source: "staff",
    ...(request.whole
      ? { noteKey: "refundRequested" }
      : { noteKey: "partialRefundRequested", noteParams: { amount: amountText(request.amount, order) } }),
    note: `Refund of ${amountText(request.amount, order)} requested: ${request.reason}`.slice(0, 1000),
  });
  return { ok: true, order, refund: refund!, queued };
}

/**
 * Queues the refund of what is left of a cancelled, paid order (the "Refund" button, and cancelling a
 * paid order). Refunding everything only follows a cancel, so money never all leaves for an order that
 * will still be printed. A second click while it is queued queues nothing more.
 */
export async function requestRefund(
  tx: Transaction,
  orderId: string,
  requestedBy: string | null = null,
): Promise<RefundRequest> {
  const order = await lockOrder(tx, orderId);
  if (!order) return { ok: false, error: "notFound" };
  if (order.paymentStatus === "refunded") return { ok: false, error: "alreadyRefunded" };
  if (order.paymentStatus !== "paid") return { ok: false, error: "notPaid" };
  if (order.status !== "cancelled") return { ok: false, error: "notCancelled" };
  const amount = refundableAmount(order);
  return ask(tx, order, { amount, reason: "Order cancelled", requestedBy, whole: true });
}

/**
 * Queues the refund of part of a paid order, whatever its status (a damaged item, a late parcel): any
 * amount from one minor unit up to what is left, with staff's reason. Several may follow one another.
 */
export async function requestPartialRefund(
  tx: Transaction,
  orderId: string,
  request: { amount: number; reason: string; requestedBy: string | null },
): Promise<RefundRequest> {
  const order = await lockOrder(tx, orderId);
  if (!order) return { ok: false, error: "notFound" };
  if (order.paymentStatus === "refunded") return { ok: false, error: "alreadyRefunded" };
  if (order.paymentStatus !== "paid") return { ok: false, error: "notPaid" };
  return ask(tx, order, { ...request, whole: false });
}

/** The refund the order's job should make now: the one requested, if any. */
export async function refundToMake(
  executor: Executor,
  orderId: string,
): Promise<{ order: OrderRow; refund: OrderRefund } | undefined> {
  const [found] = await executor
    .select({ order: orders, refund: orderRefunds })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .where(and(eq(orderRefunds.orderId, orderId), eq(orderRefunds.status, "requested")))
    .orderBy(asc(orderRefunds.createdAt))
    .limit(1);
  return found;
}

/**
 * What is left to look at once money is back. All of it refunded: nothing for a cancelled order
 * (whatever went wrong with its printing no longer matters), only non-refund flags otherwise. Part of
 * it: a "Refund failed" flag goes (staff asked again and it worked); "Refund due" waits for the rest.
 */
function issueAfterRefund(order: OrderRow, whole: boolean): string | null {
  const issue = order.fulfilmentIssue;
  if (!issue) return null;
  if (whole) return order.status === "cancelled" || REFUND_FLAG.test(issue) ? null : issue;
  return /^Refund failed\b/.test(issue) ? null : issue;
}

/**
 * Stripe made the refund: the row is refunded, the order's refunded amount grows (and the order is
 * "refunded" once nothing is left), the history says how much, and the customer's mail is queued.
 * Recording the same refund twice changes nothing.
 */
export async function recordRefund(
  tx: Transaction,
  refundId: string,
  made: { stripeRefundId: string; amount: number },
): Promise<"refunded" | "already_recorded" | "unknown_refund"> {
  const [row] = await tx.select().from(orderRefunds).where(eq(orderRefunds.id, refundId));
  if (!row) return "unknown_refund";
  const order = await lockOrder(tx, row.orderId);
  if (!order) return "unknown_refund";
  const [claimed] = await tx
    .update(orderRefunds)
    .set({ status: "refunded", stripeRefundId: made.stripeRefundId, completedAt: new Date(), failure: null })
    .where(and(eq(orderRefunds.id, refundId), eq(orderRefunds.status, "requested")))
    .returning({ id: orderRefunds.id });
  if (!claimed) return "already_recorded";
  const refundedAmount = (order.refundedAmount ?? 0) + made.amount;
  const whole = refundedAmount >= order.total;
  const paymentStatus = whole ? "refunded" : order.paymentStatus;
  const now = new Date();
  await tx
    .update(orders)
    .set({
      paymentStatus,
      refundId: made.stripeRefundId,
      refundedAmount,
      refundedAt: now,
      fulfilmentIssue: issueAfterRefund(order, whole),
      updatedAt: now,
    })
    .where(eq(orders.id, order.id));
  await tx.insert(orderStatusHistory).values({
    orderId: order.id,
    status: order.status,
    paymentStatus,
    source: "payment",
    ...(whole && row.amount === order.total
      ? { noteKey: "refunded" }
      : { noteKey: "partlyRefunded", noteParams: { amount: amountText(made.amount, order) } }),
    note: `Refunded ${amountText(made.amount, order)} through Stripe (${made.stripeRefundId})`,
  });
  await enqueue(tx, orderRefundedMailJob, { orderId: order.id, refundId });
  return "refunded";
}

/**
 * Stripe refused the refund for good, or every attempt failed: the row says why, and the order is
 * flagged for staff (who are mailed, and find it under "Needs attention"). Asking again for the same
 * amount retries it.
 */
export async function recordRefundFailure(tx: Transaction, refundId: string, failure: string): Promise<void> {
  const [row] = await tx
    .update(orderRefunds)
    .set({ status: "failed", failure: failure.slice(0, 1000), completedAt: new Date() })
    .where(and(eq(orderRefunds.id, refundId), eq(orderRefunds.status, "requested")))
    .returning();
  if (row) await flagFulfilmentIssue(tx, row.orderId, `Refund failed: ${failure}`.slice(0, 1000));
}

/** An order's refunds, newest first: the admin order page's list. */
export function refundsOfOrder(executor: Executor, orderId: string): Promise<OrderRefund[]> {
  return executor
    .select()
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId))
    .orderBy(desc(orderRefunds.createdAt));
}

/** One refund, for its mail. */
export async function findRefund(executor: Executor, refundId: string): Promise<OrderRefund | undefined> {
  const [row] = await executor.select().from(orderRefunds).where(eq(orderRefunds.id, refundId));
  return row;
}

/** An amount as history notes keep it: in the order's currency, written the same in both languages. */
function amountText(amount: number, order: Pick<OrderRow, "currency">): string {
  return formatMinorUnits(amount, order.currency as Currency, "en");
}
