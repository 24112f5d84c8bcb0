import "server-only";
import { eq } from "drizzle-orm";
import { db } from "@/server/db";
import { orders } from "@/server/db/schema";
import { supportAddress } from "@/modules/support/server";
import { env } from "@/server/env";
import { handleJob, PermanentJobError } from "@/server/jobs";
import { sendMail } from "@/server/mail";
import {
  orderConfirmationMailJob,
  orderRefundedMailJob,
  orderShippedMailJob,
  reviewRequestMailJob,
} from "./jobs";
import { renderOrderConfirmation } from "./mail/order-confirmation";
import { renderOrderRefunded } from "./mail/order-refunded";
import { renderOrderShipped } from "./mail/order-shipped";
import { renderReviewRequest } from "./mail/review-request";
import { loadOrderDetails } from "./order-details.server";

/**
 * Mails the order confirmation. The mail_outbox table has no order column, so this cannot tell whether
 * it already mailed this order: once-only comes from the job's dedupe key (one job per order). A retry
 * after SMTP accepted the message but before the outbox row was written can still send it twice.
 */
export const orderConfirmationMailHandler = handleJob(orderConfirmationMailJob, async ({ orderId }) => {
  const order = await loadOrderDetails(db(), orderId);
  if (!order) throw new PermanentJobError(`order ${orderId} not found`);
  const mail = renderOrderConfirmation(order, env().APP_URL, undefined, await supportAddress());
  await sendMail({ ...mail, to: order.email, template: "order-confirmation" });
});

/**
 * Mails "your order has shipped" with the carrier and tracking number the order has when it runs.
 * Once-only works as for the confirmation: one job per order, so at most one shipped mail.
 */
export const orderShippedMailHandler = handleJob(orderShippedMailJob, async ({ orderId }) => {
  const order = await loadOrderDetails(db(), orderId);
  if (!order) throw new PermanentJobError(`order ${orderId} not found`);
  const mail = renderOrderShipped(order, env().APP_URL, undefined, await supportAddress());
  await sendMail({ ...mail, to: order.email, template: "order-shipped" });
});

/**
 * Mails "your order was cancelled and refunded" with the amount Stripe returned, in the order's
 * currency. Queued with the recorded refund; one job per order, so at most one refund mail.
 */
export const orderRefundedMailHandler = handleJob(orderRefundedMailJob, async ({ orderId }) => {
  const order = await loadOrderDetails(db(), orderId);
  if (!order) throw new PermanentJobError(`order ${orderId} not found`);
  const [refund] = await db()
    .select({ amount: orders.refundedAmount, currency: orders.currency })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (refund?.amount == null) throw new PermanentJobError(`order ${order.number} has no recorded refund`);
  const mail = renderOrderRefunded(
    order,
    { amount: refund.amount, currency: refund.currency },
    env().APP_URL,
    undefined,
    await supportAddress(),
  );
  await sendMail({ ...mail, to: order.email, template: "order-refunded" });
});

/**
 * Mails the review link of a delivered order (docs/reviews.md#the-mail), in the order's language.
 * Queued with the move to delivered, which also gave the order its token; one job per order.
 */
export const reviewRequestMailHandler = handleJob(reviewRequestMailJob, async ({ orderId }) => {
  const order = await loadOrderDetails(db(), orderId);
  if (!order) throw new PermanentJobError(`order ${orderId} not found`);
  const [row] = await db()
    .select({ reviewToken: orders.reviewToken })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!row?.reviewToken) throw new PermanentJobError(`order ${order.number} has no review token`);
  const mail = renderReviewRequest(order, row.reviewToken, env().APP_URL, undefined, await supportAddress());
  await sendMail({ ...mail, to: order.email, template: "review-request" });
});
