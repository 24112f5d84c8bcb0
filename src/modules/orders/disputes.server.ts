import "server-only";
import { eq } from "drizzle-orm";
import type { Currency } from "@/modules/i18n";
import { formatMinorUnits } from "@/modules/money";
import type { Transaction } from "@/server/db";
import { orders, orderStatusHistory } from "@/server/db/schema/orders";
import { enqueue } from "@/server/jobs";
import { staffFulfilmentIssueMailJob } from "./jobs";

/*
 * Disputes (chargebacks): the customer's bank takes the payment back unless the shop answers with
 * evidence in Stripe's dashboard before a deadline (docs/payments.md#disputes). Stripe tells us by
 * webhook; the order keeps the dispute's id and status, its history says what happened, and staff are
 * mailed when one needs an answer. While it does, the order is in "Needs attention" (NEEDS_ATTENTION).
 */

/** Stripe's statuses that wait for the shop's answer; the same list as NEEDS_ATTENTION's. */
const NEEDS_ANSWER: readonly string[] = ["needs_response", "warning_needs_response"];

export type StripeDispute = {
  id: string;
  status: string;
  reason: string;
  amount: number;
  currency: string;
  paymentIntentId: string;
};

export type DisputeOutcome = "dispute_recorded" | "unknown_order";

/**
 * Records what Stripe says about a dispute on the order it paid for, and mails staff when it starts
 * to need an answer. Each event is applied once (the webhook records event ids), so history gets one
 * line per change.
 */
export async function recordDispute(
  tx: Transaction,
  dispute: StripeDispute,
): Promise<{ outcome: DisputeOutcome; orderId?: string }> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(eq(orders.paymentIntentId, dispute.paymentIntentId))
    .for("update");
  if (!order) return { outcome: "unknown_order" };
  const waitingAlready = order.disputeId === dispute.id && NEEDS_ANSWER.includes(order.disputeStatus ?? "");
  await tx
    .update(orders)
    .set({ disputeId: dispute.id, disputeStatus: dispute.status, updatedAt: new Date() })
    .where(eq(orders.id, order.id));
  const [entry] = await tx
    .insert(orderStatusHistory)
    .values({
      orderId: order.id,
      status: order.status,
      paymentStatus: order.paymentStatus,
      source: "payment",
      note: disputeNote(dispute),
    })
    .returning({ id: orderStatusHistory.id });
  if (entry && NEEDS_ANSWER.includes(dispute.status) && !waitingAlready)
    await enqueue(tx, staffFulfilmentIssueMailJob, { orderId: order.id, historyId: entry.id });
  return { outcome: "dispute_recorded", orderId: order.id };
}

/** Staff's words for the history and the mail (English, like the provider's notes). */
function disputeNote(dispute: StripeDispute): string {
  const amount = formatMinorUnits(dispute.amount, dispute.currency.toUpperCase() as Currency, "en");
  const about = `dispute ${dispute.id}, ${amount}, reason: ${dispute.reason}`;
  switch (dispute.status) {
    case "needs_response":
    case "warning_needs_response":
      return `Payment disputed by the customer's bank (${about}): answer it with evidence in Stripe's dashboard before its deadline`;
    case "under_review":
    case "warning_under_review":
      return `Dispute answered; the bank is reviewing it (${about})`;
    case "won":
      return `Dispute won: the payment stays with the shop (${about})`;
    case "lost":
      return `Dispute lost: the bank returned the payment to the customer (${about})`;
    default:
      return `Dispute is now ${dispute.status} (${about})`;
  }
}
