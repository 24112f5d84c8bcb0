import { handleStripeWebhook } from "@/modules/payments/stripe-webhook.server";
import { db } from "@/server/db";
import { log } from "@/server/log";

/**
 * Stripe's webhook. No origin check: the signature over the raw body is the proof of origin, so the
 * body is read as text and never re-serialised. 2xx tells Stripe to stop; 400 means "not from
 * Stripe"; 503 (database trouble) makes Stripe deliver again later, which is exactly what we want.
 */
export async function POST(request: Request): Promise<Response> {
  const rawBody = await request.text();
  try {
    const result = await handleStripeWebhook(db(), rawBody, request.headers.get("stripe-signature"));
    if (!result.ok) {
      log.warn({ reason: result.error }, "stripe webhook refused");
      return Response.json({ error: result.error }, { status: result.error === "bad_signature" ? 400 : 503 });
    }
    return Response.json({ received: true, outcome: result.outcome });
  } catch (error) {
    log.error({ err: error }, "stripe webhook failed; Stripe will retry");
    return Response.json({ error: "temporarily_unavailable" }, { status: 503 });
  }
}
