import "server-only";
import Stripe from "stripe";
import { recordRefund, recordRefundFailure, refundPaymentJob, refundToMake } from "@/modules/orders/server";
import { db, type Database } from "@/server/db";
import { handleJob, PermanentJobError, type JobContext } from "@/server/jobs";
import { log } from "@/server/log";
import { stripeClient } from "./stripe-client.server";

/**
 * Handles the job staff queue with "Refund" or "Refund part" (orders/jobs: refundPaymentJob);
 * docs/payments.md#refunds. Makes the order's requested refund (an `order_refunds` row, in the order's
 * currency: the charge's) exactly once:
 * - Every attempt sends the same request with the idempotency key `refund:<refund id>`, so an attempt
 *   whose answer was lost (or a worker that died after sending) gets Stripe's first refund back
 *   instead of making a second one.
 * - Network errors, timeouts, 429 and 5xx are thrown: the job runner retries with backoff.
 * - Anything Stripe refuses for good (more than is left, an unknown payment) fails the refund with
 *   Stripe's reason and flags the order for staff; the job stops and the order stays paid.
 * - Nothing requested (already made, or made by a retried job) is nothing to do.
 */
export const refundPaymentHandler = handleJob(refundPaymentJob, ({ orderId }, context) =>
  refundOrderPayment(db(), orderId, context),
);

export async function refundOrderPayment(
  database: Database,
  orderId: string,
  context: JobContext,
): Promise<void> {
  const found = await refundToMake(database, orderId);
  if (!found) return;
  const { order, refund } = found;
  const fail = (reason: string) => database.transaction((tx) => recordRefundFailure(tx, refund.id, reason));
  if (order.paymentStatus !== "paid") {
    await fail(`the order is ${order.paymentStatus}, not paid`);
    throw new PermanentJobError(`order ${order.number} is not paid`);
  }
  const stripe = stripeClient();
  if (!stripe)
    throw new Error("STRIPE_SECRET_KEY is not set: the refund waits until payments are configured");

  try {
    const paymentIntent =
      order.paymentIntentId ?? (await paymentIntentOfSession(stripe, order.paymentSessionId));
    if (!paymentIntent) {
      await fail("Stripe has no payment for this order's checkout session");
      throw new PermanentJobError(`order ${order.number}: no payment intent to refund`);
    }
    const made = await stripe.refunds.create(
      {
        payment_intent: paymentIntent,
        amount: refund.amount,
        reason: "requested_by_customer",
        metadata: { order_id: order.id, order_number: order.number, refund_id: refund.id },
      },
      { idempotencyKey: `refund:${refund.id}` },
    );
    if (made.status === "failed" || made.status === "canceled") {
      await fail(`Stripe answered ${made.status} (${made.failure_reason ?? "no reason given"})`);
      throw new PermanentJobError(`order ${order.number}: refund ${made.id} ${made.status}`);
    }
    // Stripe refunds in the charge's currency, which is the order's (docs/payments.md#refunds); a
    // refund in any other currency would make the order's record untrue, so staff look at it.
    if (made.currency.toUpperCase() !== order.currency) {
      await fail(
        `refund ${made.id} was made in ${made.currency.toUpperCase()}, the order was charged in ${order.currency}: check it in Stripe`,
      );
      throw new PermanentJobError(`order ${order.number}: refund ${made.id} in another currency`);
    }
    await database.transaction((tx) =>
      recordRefund(tx, refund.id, { stripeRefundId: made.id, amount: made.amount }),
    );
    log.info({ order: order.number, refund: made.id, amount: made.amount }, "payment refunded");
  } catch (error) {
    if (error instanceof PermanentJobError) throw error;
    if (isFinalRefusal(error)) {
      await fail(error.message);
      throw new PermanentJobError(`Stripe refused the refund of ${order.number}: ${error.message}`);
    }
    if (context.attempt >= context.maxAttempts) {
      await fail(`gave up after ${context.attempt} attempts (${messageOf(error)})`);
    }
    throw error;
  }
}

/** Orders paid before the PaymentIntent was recorded: the session knows it. */
async function paymentIntentOfSession(stripe: Stripe, sessionId: string | null): Promise<string | null> {
  if (!sessionId) return null;
  const session = await stripe.checkout.sessions.retrieve(sessionId);
  const intent = session.payment_intent;
  return typeof intent === "string" ? intent : (intent?.id ?? null);
}

/** A 4xx other than 409/429 will fail the same way every time; connection and server errors won't. */
function isFinalRefusal(error: unknown): error is Stripe.errors.StripeError {
  if (!(error instanceof Stripe.errors.StripeError)) return false;
  const status = error.statusCode ?? 0;
  return status >= 400 && status < 500 && status !== 409 && status !== 429 && status !== 401;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
