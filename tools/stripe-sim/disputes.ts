import type { SimContext } from "./context";
import type { DisputeRecord, DisputeStatus } from "./dispute-record";
import { stripeId } from "./ids";

const CLOSED: readonly DisputeStatus[] = ["won", "lost"];

export function disputeObject(dispute: DisputeRecord): Record<string, unknown> {
  return {
    id: dispute.id,
    object: "dispute",
    amount: dispute.amount,
    charge: dispute.chargeId,
    created: dispute.created,
    currency: dispute.currency,
    livemode: false,
    metadata: {},
    payment_intent: dispute.paymentIntent,
    reason: dispute.reason,
    status: dispute.status,
  };
}

/**
 * The customer's bank disputes a paid charge (control API only: a real dispute starts at the bank).
 * Like Stripe, the whole charge is disputed and `charge.dispute.created` is sent.
 */
export function openDispute(
  ctx: SimContext,
  paymentIntentId: string,
  reason: string,
): DisputeRecord | undefined {
  const intent = ctx.store.intent(paymentIntentId);
  if (!intent || intent.status !== "succeeded") return undefined;
  const dispute: DisputeRecord = {
    id: stripeId("dp_"),
    chargeId: intent.chargeId,
    paymentIntent: intent.id,
    amount: intent.amount,
    currency: intent.currency,
    reason,
    status: "needs_response",
    created: ctx.nowSec(),
  };
  ctx.store.disputes.set(dispute.id, dispute);
  ctx.webhooks.emit("charge.dispute.created", disputeObject(dispute));
  return dispute;
}

/**
 * Moves a dispute on: `under_review` once the shop answered (`charge.dispute.updated`), `won` or
 * `lost` when the bank decides (`charge.dispute.closed`). A closed dispute does not change again.
 */
export function moveDispute(
  ctx: SimContext,
  id: string,
  status: DisputeStatus,
): DisputeRecord | "closed" | undefined {
  const dispute = ctx.store.disputes.get(id);
  if (!dispute) return undefined;
  if (CLOSED.includes(dispute.status)) return "closed";
  dispute.status = status;
  const type = CLOSED.includes(status) ? "charge.dispute.closed" : "charge.dispute.updated";
  ctx.webhooks.emit(type, disputeObject(dispute));
  return dispute;
}
