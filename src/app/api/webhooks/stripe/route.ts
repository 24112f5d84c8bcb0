import { emptyCart } from "@/modules/cart/server";
import { handleStripeWebhook } from "@/modules/payments/server";
import { db } from "@/server/db";
import { readBodyText } from "@/server/http/read-body";
import { log } from "@/server/log";

// Stripe's events are a few kilobytes; 1 MB leaves room for any event we subscribe to, and no more.
const MAX_EVENT_BYTES = 1024 * 1024;

/**
 * Stripe's webhook. No origin check: the signature over the raw body is the proof of origin, so the
 * body is read as text and never re-serialised. 2xx tells Stripe to stop; 400 means "not from
 * Stripe"; 503 (database trouble) makes Stripe deliver again later, which is exactly what we want.
 */
export async function POST(request: Request): Promise<Response> {
  const body = await readBodyText(request, MAX_EVENT_BYTES);
  if (!body.ok) return body.response;
  const rawBody = body.text;
  try {
    const result = await handleStripeWebhook(db(), rawBody, request.headers.get("stripe-signature"), {
      emptyCart,
    });
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
