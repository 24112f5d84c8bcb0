import "server-only";
import Stripe from "stripe";
import { eq } from "drizzle-orm";
import {
  closeUnpaidOrder,
  type DisputeOutcome,
  recordDispute,
  markOrderPaid,
  type PaidOrderCart,
  noteAwaitingPayment,
  type PaymentOutcome,
} from "@/modules/orders/server";
import type { Database, Transaction } from "@/server/db";
import { paymentEvents } from "@/server/db/schema/payments";
import { env } from "@/server/env";
import { log } from "@/server/log";

export type WebhookResult =
  | { ok: false; error: "not_configured" | "bad_signature" }
  | {
      ok: true;
      eventId: string;
      type: string;
      outcome: PaymentOutcome | DisputeOutcome | "duplicate" | "ignored";
    };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

// Signature checks need no API key, so one SDK instance without one serves every request.
const verifier = new Stripe("sk_webhook_verification_only");

/**
 * Applies one Stripe webhook delivery. The signature is checked on the raw body exactly as received.
 * Everything after that happens in one transaction that starts by recording the event id: a replay,
 * or the same event delivered many times at once, finds the id taken and changes nothing.
 */
export async function handleStripeWebhook(
  database: Database,
  rawBody: string,
  signature: string | null,
  cart: PaidOrderCart,
): Promise<WebhookResult> {
  const secret = env().STRIPE_WEBHOOK_SECRET;
  if (!secret) return { ok: false, error: "not_configured" };
  let event: Stripe.Event;
  try {
    event = verifier.webhooks.constructEvent(rawBody, signature ?? "", secret);
  } catch {
    return { ok: false, error: "bad_signature" };
  }
  const session = event.type.startsWith("checkout.session.")
    ? (event.data.object as Stripe.Checkout.Session)
    : undefined;
  const orderId = orderIdOf(session);

  const outcome = await database.transaction(async (tx) => {
    const inserted = await tx
      .insert(paymentEvents)
      .values({ id: event.id, type: event.type, orderId: null, outcome: "received" })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (inserted.length === 0) return "duplicate" as const;
    if (event.type.startsWith("charge.dispute.")) {
      const recorded = await applyDispute(tx, event.data.object as Stripe.Dispute);
      await tx
        .update(paymentEvents)
        .set({ outcome: recorded.outcome, orderId: recorded.orderId ?? null })
        .where(eq(paymentEvents.id, event.id));
      return recorded.outcome;
    }
    const result =
      session && orderId ? await apply(tx, event.type, orderId, session, cart) : ("ignored" as const);
    await tx
      .update(paymentEvents)
      .set({ outcome: result, orderId: result === "unknown_order" ? null : (orderId ?? null) })
      .where(eq(paymentEvents.id, event.id));
    return result;
  });

  const level = outcome === "amount_mismatch" || outcome === "unknown_order" ? "warn" : "info";
  log[level]({ eventId: event.id, type: event.type, orderId, outcome }, "stripe webhook handled");
  return { ok: true, eventId: event.id, type: event.type, outcome };
}

function apply(
  tx: Transaction,
  type: string,
  orderId: string,
  session: Stripe.Checkout.Session,
  cart: PaidOrderCart,
) {
  const intent = session.payment_intent;
  const payment = {
    amount: session.amount_total,
    currency: session.currency,
    paymentIntentId: typeof intent === "string" ? intent : (intent?.id ?? null),
  };
  switch (type) {
    case "checkout.session.completed":
      // Card and PayPal are paid at once; a delayed method completes the session unpaid first.
      return session.payment_status === "paid"
        ? markOrderPaid(tx, orderId, payment, cart)
        : noteAwaitingPayment(tx, orderId);
    case "checkout.session.async_payment_succeeded":
      return markOrderPaid(tx, orderId, payment, cart);
    case "checkout.session.async_payment_failed":
      return closeUnpaidOrder(tx, orderId, "payment_failed");
    case "checkout.session.expired":
      return closeUnpaidOrder(tx, orderId, "expired");
    default:
      return Promise.resolve("ignored" as const);
  }
}

/**
 * `charge.dispute.created`, `.updated` and `.closed`: the dispute's status on the order its
 * PaymentIntent paid (docs/payments.md#disputes). A dispute on a payment we don't know is recorded as
 * an unknown order, like a session we didn't create.
 */
function applyDispute(
  tx: Transaction,
  dispute: Stripe.Dispute,
): Promise<{ outcome: DisputeOutcome; orderId?: string }> {
  const intent = dispute.payment_intent;
  const paymentIntentId = typeof intent === "string" ? intent : (intent?.id ?? null);
  if (!paymentIntentId) return Promise.resolve({ outcome: "unknown_order" });
  return recordDispute(tx, {
    id: dispute.id,
    status: dispute.status,
    reason: dispute.reason,
    amount: dispute.amount,
    currency: dispute.currency,
    paymentIntentId,
  });
}

/** Our order id, from the metadata we set (or client_reference_id); anything else is not ours. */
function orderIdOf(session: Stripe.Checkout.Session | undefined): string | undefined {
  const candidate = session?.metadata?.order_id ?? session?.client_reference_id ?? undefined;
  return candidate && UUID.test(candidate) ? candidate : undefined;
}
