import "server-only";
import { eq } from "drizzle-orm";
import type { Transaction } from "@/server/db";
import { orders, orderStatusHistory } from "@/server/db/schema/orders";
import { enqueue } from "@/server/jobs";
import { flagFulfilmentIssue } from "./fulfilment-transitions.server";
import { lockOrder } from "./order-lines.server";
import { orderConfirmationMailJob, submitToProviderJob } from "./jobs";

/** What a payment notification did to an order; also recorded with the event. */
export type PaymentOutcome =
  | "paid"
  | "awaiting_payment"
  | "payment_failed"
  | "expired"
  | "already_settled"
  | "unknown_order"
  | "amount_mismatch"
  | "paid_after_cancel";

/**
 * How a paid order's cart is emptied: the cart module's emptyCart, handed in by the webhook's caller,
 * since the cart sits above orders and owns its lines.
 */
export type PaidOrderCart = { emptyCart: (tx: Transaction, cartId: string) => Promise<void> };

type Payment = {
  amount: number | null;
  currency: string | null;
  /** Stripe's PaymentIntent: what a refund is later made against. */
  paymentIntentId?: string | null;
};

/**
 * A payment arrived. Marks the order paid only if it is still unpaid and the amount and currency are
 * exactly the order's; then, in the same transaction, queues the print submission and the
 * confirmation mail (each at most once, by key) and empties the cart the order came from.
 */
export async function markOrderPaid(
  tx: Transaction,
  orderId: string,
  payment: Payment,
  cart: PaidOrderCart,
): Promise<PaymentOutcome> {
  const order = await lockOrder(tx, orderId);
  if (!order) return "unknown_order";
  if (order.paymentStatus === "paid") return "already_settled";
  if (payment.amount !== order.total || payment.currency?.toUpperCase() !== order.currency) {
    return "amount_mismatch";
  }
  if (order.status === "cancelled") {
    // The money arrived for an order that no longer exists (paid on a page opened before the cancel):
    // record it and tell staff to refund it; nothing is printed.
    await tx
      .update(orders)
      .set({ ...paidNow(payment), updatedAt: new Date() })
      .where(eq(orders.id, orderId));
    await flagFulfilmentIssue(tx, orderId, "Refund due: payment arrived after the order was cancelled");
    return "paid_after_cancel";
  }
  await tx
    .update(orders)
    .set({ ...paidNow(payment), updatedAt: new Date() })
    .where(eq(orders.id, orderId));
  await tx
    .insert(orderStatusHistory)
    .values({ orderId, status: order.status, paymentStatus: "paid", source: "payment" });
  await enqueue(tx, submitToProviderJob, { orderId });
  await enqueue(tx, orderConfirmationMailJob, { orderId });
  if (order.cartId) await cart.emptyCart(tx, order.cartId);
  return "paid";
}

function paidNow(payment: Payment) {
  return { paymentStatus: "paid", paidAt: new Date(), paymentIntentId: payment.paymentIntentId ?? null };
}

/**
 * The payment page closed without a payment (expired session, or a delayed payment that failed): the
 * order is cancelled and stays unpaid; the cart is left as it is, so the customer can try again.
 */
export async function closeUnpaidOrder(
  tx: Transaction,
  orderId: string,
  reason: "expired" | "payment_failed",
): Promise<PaymentOutcome> {
  const order = await lockOrder(tx, orderId);
  if (!order) return "unknown_order";
  if (order.paymentStatus === "paid" || order.status !== "pending") return "already_settled";
  const paymentStatus = reason === "payment_failed" ? "failed" : order.paymentStatus;
  await tx
    .update(orders)
    .set({ status: "cancelled", paymentStatus, updatedAt: new Date() })
    .where(eq(orders.id, orderId));
  await tx.insert(orderStatusHistory).values({
    orderId,
    status: "cancelled",
    paymentStatus,
    source: "payment",
    noteKey: reason === "expired" ? "paymentExpired" : "paymentFailed",
  });
  return reason;
}

/** A delayed payment method (e.g. a bank debit) was accepted but has not settled yet. */
export async function noteAwaitingPayment(tx: Transaction, orderId: string): Promise<PaymentOutcome> {
  const order = await lockOrder(tx, orderId);
  if (!order) return "unknown_order";
  if (order.paymentStatus !== "unpaid") return "already_settled";
  await tx.insert(orderStatusHistory).values({
    orderId,
    status: order.status,
    paymentStatus: order.paymentStatus,
    source: "payment",
    noteKey: "paymentProcessing",
  });
  return "awaiting_payment";
}
