import { errors } from "./errors";
import { stripeId } from "./ids";
import type { Params } from "./params";
import type { SessionStore } from "./sessions";

function money(amount: number, currency: string): string {
  return `${(amount / 100).toFixed(2)} ${currency}`;
}

/**
 * POST /v1/refunds for a PaymentIntent that a paid session created. Like Stripe, the amount defaults
 * to what has not been refunded yet, and partial refunds add up until nothing remains.
 */
export function createRefund(params: Params, store: SessionStore, nowSec: number): Record<string, unknown> {
  params.rejectUnknown(["payment_intent", "amount", "reason", "metadata", "expand"]);
  const intentId = params.string("payment_intent", { required: true })!;
  const intent = store.intent(intentId);
  if (!intent) throw errors.noSuch("payment_intent", intentId, "payment_intent", 400);
  if (intent.status !== "succeeded") {
    throw errors.state(
      `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
      "charge_not_refundable",
      "payment_intent",
    );
  }
  const remaining = intent.amount - intent.refunded;
  if (remaining <= 0) {
    throw errors.state(`Charge ${intent.chargeId} has already been refunded.`, "charge_already_refunded");
  }
  const amount = params.integer("amount", { min: 1 }) ?? remaining;
  if (amount > remaining) {
    throw errors.invalid(
      "amount",
      `Refund amount (${money(amount, intent.currency)}) is greater than unrefunded amount on charge (${money(remaining, intent.currency)})`,
      "amount_too_large",
    );
  }
  const reason = params.oneOf("reason", ["duplicate", "fraudulent", "requested_by_customer"]) ?? null;
  const metadata = params.metadata("metadata");
  intent.refunded += amount;
  const refund = {
    id: stripeId("re_"),
    object: "refund",
    amount,
    balance_transaction: null,
    charge: intent.chargeId,
    created: nowSec,
    currency: intent.currency,
    metadata,
    payment_intent: intent.id,
    reason,
    receipt_number: null,
    source_transfer_reversal: null,
    status: "succeeded",
    transfer_reversal: null,
  };
  store.refunds.push(refund);
  return refund;
}
