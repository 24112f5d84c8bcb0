import "server-only";
import Stripe from "stripe";
import {
  findOrderRecord,
  flagFulfilmentIssue,
  markOrderRefunded,
  refundPaymentJob,
} from "@/modules/orders/server";
import { db, type Database } from "@/server/db";
import { handleJob, PermanentJobError, type JobContext } from "@/server/jobs";
import { log } from "@/server/log";
import { stripeClient } from "./stripe-client.server";

/**
 * Handles the job staff queue with "Refund" (orders/jobs: refundPaymentJob); docs/payments.md#refunds.
 * Refunds the whole amount charged (orders.total, in the order's currency: the charge's), exactly once:
 * - Every attempt sends the same request with the idempotency key `refund:<order id>`, so an attempt
 *   whose answer was lost (or a worker that died after sending) gets Stripe's first refund back
 *   instead of making a second one.
 * - Network errors, timeouts, 429 and 5xx are thrown: the job runner retries with backoff.
 * - Anything Stripe refuses for good (nothing left to refund, an unknown payment) is flagged on the
 *   order with Stripe's reason for staff, and the job stops; the order stays paid and cancelled.
 * - An order already refunded is left as it is.
 */
export const refundPaymentHandler = handleJob(refundPaymentJob, ({ orderId }, context) =>
  refundOrderPayment(db(), orderId, context),
);

export async function refundOrderPayment(
  database: Database,
  orderId: string,
  context: JobContext,
): Promise<void> {
  const order = await findOrderRecord(database, orderId);
  if (!order) throw new PermanentJobError(`order ${orderId} not found`);
  if (order.paymentStatus === "refunded") return;
  if (order.paymentStatus !== "paid") throw new PermanentJobError(`order ${order.number} is not paid`);
  const stripe = stripeClient();
  if (!stripe)
    throw new Error("STRIPE_SECRET_KEY is not set: the refund waits until payments are configured");
  const flag = (issue: string) => database.transaction((tx) => flagFulfilmentIssue(tx, orderId, issue));

  try {
    const paymentIntent =
      order.paymentIntentId ?? (await paymentIntentOfSession(stripe, order.paymentSessionId));
    if (!paymentIntent) {
      await flag("Refund failed: Stripe has no payment for this order's checkout session");
      throw new PermanentJobError(`order ${order.number}: no payment intent to refund`);
    }
    const refund = await stripe.refunds.create(
      {
        payment_intent: paymentIntent,
        amount: order.total,
        reason: "requested_by_customer",
        metadata: { order_id: order.id, order_number: order.number },
      },
      { idempotencyKey: `refund:${order.id}` },
    );
    if (refund.status === "failed" || refund.status === "canceled") {
      await flag(
        `Refund failed: Stripe answered ${refund.status} (${refund.failure_reason ?? "no reason given"})`,
      );
      throw new PermanentJobError(`order ${order.number}: refund ${refund.id} ${refund.status}`);
    }
    // Stripe refunds in the charge's currency, which is the order's (docs/payments.md#refunds); a
    // refund in any other currency would make the order's record untrue, so staff look at it.
    if (refund.currency.toUpperCase() !== order.currency) {
      await flag(
        `Refund ${refund.id} was made in ${refund.currency.toUpperCase()}, the order was charged in ${order.currency}: check it in Stripe`,
      );
      throw new PermanentJobError(`order ${order.number}: refund ${refund.id} in another currency`);
    }
    await database.transaction((tx) =>
      markOrderRefunded(tx, orderId, { refundId: refund.id, amount: refund.amount }),
    );
    log.info({ order: order.number, refund: refund.id, amount: refund.amount }, "payment refunded");
  } catch (error) {
    if (error instanceof PermanentJobError) throw error;
    if (isFinalRefusal(error)) {
      await flag(`Refund failed: ${error.message}`);
      throw new PermanentJobError(`Stripe refused the refund of ${order.number}: ${error.message}`);
    }
    if (context.attempt >= context.maxAttempts) {
      await flag(`Refund failed: gave up after ${context.attempt} attempts (${messageOf(error)})`);
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
