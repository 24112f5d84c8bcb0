// Test support: Stripe webhook requests we build and sign ourselves, exactly as Stripe signs them.
import Stripe from "stripe";

export const TEST_WEBHOOK_SECRET = "whsec_test_printgo_integration";

const signer = new Stripe("sk_test_signer");

/** A webhook request signed as Stripe signs it, for an event we build ourselves. */
export function signedWebhook(event: Record<string, unknown>, secret = TEST_WEBHOOK_SECRET): Request {
  const payload = JSON.stringify(event);
  return new Request("http://shop.test/api/webhooks/stripe", {
    method: "POST",
    headers: { "stripe-signature": signer.webhooks.generateTestHeaderString({ payload, secret }) },
    body: payload,
  });
}

/** A checkout.session.* event about `orderId` with the given amount. */
export function sessionEvent(
  type: string,
  orderId: string,
  session: { amount_total: number; currency?: string; payment_status?: string; id?: string },
  eventId = `evt_${crypto.randomUUID().replaceAll("-", "")}`,
) {
  return {
    id: eventId,
    object: "event",
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        id: session.id ?? "cs_test_handmade",
        object: "checkout.session",
        client_reference_id: orderId,
        metadata: { order_id: orderId },
        currency: session.currency ?? "usd",
        amount_total: session.amount_total,
        payment_status: session.payment_status ?? "paid",
      },
    },
  };
}

/** A charge.dispute.* event about the payment `paymentIntent`, shaped as Stripe's Dispute object. */
export function disputeEvent(
  type: "charge.dispute.created" | "charge.dispute.updated" | "charge.dispute.closed",
  paymentIntent: string,
  dispute: { id?: string; status: string; amount: number; currency?: string; reason?: string },
) {
  return {
    id: `evt_${crypto.randomUUID().replaceAll("-", "")}`,
    object: "event",
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        id: dispute.id ?? "dp_test_1",
        object: "dispute",
        amount: dispute.amount,
        currency: dispute.currency ?? "usd",
        payment_intent: paymentIntent,
        reason: dispute.reason ?? "fraudulent",
        status: dispute.status,
      },
    },
  };
}
