import "server-only";
import { and, eq } from "drizzle-orm";
import { db } from "@/server/db";
import { orders, orderStatusHistory } from "@/server/db/schema/orders";
import { supportAddress } from "@/modules/support/server";
import { env } from "@/server/env";
import { handleJob, PermanentJobError } from "@/server/jobs";
import { sendMail } from "@/server/mail";
import {
  orderCancelledMailJob,
  orderConfirmationMailJob,
  orderDetailsUpdatedMailJob,
  orderRefundedMailJob,
  orderShippedMailJob,
  reviewRequestMailJob,
  staffFulfilmentIssueMailJob,
} from "./jobs";
import { renderOrderCancelled, type CancelledBy } from "./mail/order-cancelled";
import { renderOrderConfirmation } from "./mail/order-confirmation";
import { renderOrderDetailsUpdated, renderOrderEmailChanged } from "./mail/order-details-updated";
import { renderOrderRefunded, type RefundFacts } from "./mail/order-refunded";
import { renderOrderShipped } from "./mail/order-shipped";
import { renderReviewRequest } from "./mail/review-request";
import { renderStaffFulfilmentIssue } from "./mail/staff-fulfilment-issue";
import { loadOrderDetails } from "./order-details.server";
import { findRefund } from "./refunds.server";

/**
 * Mails the order confirmation. Once-only comes from the job's dedupe key (one job per order). A retry
 * after SMTP accepted the message but before the outbox row was written can still send it twice. Every
 * order mail names its order (`orderId`, kept in mail_outbox.order_id) for the admin's order history.
 */
export const orderConfirmationMailHandler = handleJob(orderConfirmationMailJob, async ({ orderId }) => {
  const order = await loadOrderDetails(db(), orderId);
  if (!order) throw new PermanentJobError(`order ${orderId} not found`);
  const mail = renderOrderConfirmation(order, env().APP_URL, undefined, await supportAddress());
  await sendMail({ ...mail, to: order.email, orderId, template: "order-confirmation" });
});

/**
 * Mails "your order has shipped" with the carrier and tracking number the order has when it runs.
 * Once-only works as for the confirmation: one job per order, so at most one shipped mail.
 */
export const orderShippedMailHandler = handleJob(orderShippedMailJob, async ({ orderId }) => {
  const order = await loadOrderDetails(db(), orderId);
  if (!order) throw new PermanentJobError(`order ${orderId} not found`);
  const mail = renderOrderShipped(order, env().APP_URL, undefined, await supportAddress());
  await sendMail({ ...mail, to: order.email, orderId, template: "order-shipped" });
});

/**
 * Mails a refund Stripe has made, in the order's currency: "cancelled and refunded" once a cancelled
 * order has nothing left to refund, "we refunded part of your order" otherwise. One job per refund, so
 * at most one mail each. Jobs queued before partial refunds name only the order: the whole refund.
 */
export const orderRefundedMailHandler = handleJob(orderRefundedMailJob, async ({ orderId, refundId }) => {
  const order = await loadOrderDetails(db(), orderId);
  if (!order) throw new PermanentJobError(`order ${orderId} not found`);
  const [row] = await db()
    .select({
      refundedAmount: orders.refundedAmount,
      total: orders.total,
      currency: orders.currency,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  const refund = refundId ? await findRefund(db(), refundId) : undefined;
  if (!row || row.refundedAmount == null || (refundId && refund?.status !== "refunded"))
    throw new PermanentJobError(`order ${order.number} has no recorded refund`);
  const complete = row.status === "cancelled" && row.paymentStatus === "refunded";
  const facts: RefundFacts =
    complete || !refund
      ? { amount: row.refundedAmount, currency: row.currency }
      : {
          kind: "partial",
          amount: refund.amount,
          currency: row.currency,
          refundedSoFar: row.refundedAmount,
          total: row.total,
        };
  const mail = renderOrderRefunded(order, facts, env().APP_URL, undefined, await supportAddress());
  await sendMail({ ...mail, to: order.email, orderId, template: "order-refunded" });
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
  await sendMail({ ...mail, to: order.email, orderId, template: "review-request" });
});

/**
 * Mails "your order was cancelled" in the order's language, saying who cancelled it (the history row
 * of the move to cancelled) and what happens to the money as the order stands when it runs. Queued
 * with the move to cancelled; one job per order, so at most one cancellation mail.
 */
export const orderCancelledMailHandler = handleJob(orderCancelledMailJob, async ({ orderId }) => {
  const order = await loadOrderDetails(db(), orderId);
  if (!order) throw new PermanentJobError(`order ${orderId} not found`);
  if (order.status !== "cancelled") throw new PermanentJobError(`order ${order.number} is not cancelled`);
  const [move] = await db()
    .select({ source: orderStatusHistory.source })
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.status, "cancelled")))
    .orderBy(orderStatusHistory.id)
    .limit(1);
  const by: CancelledBy = move?.source === "customer" || move?.source === "provider" ? move.source : "staff";
  const mail = renderOrderCancelled(order, by, env().APP_URL, undefined, await supportAddress());
  await sendMail({ ...mail, to: order.email, orderId, template: "order-cancelled" });
});

/**
 * Mails the support address that an order needs a person, with the issue as the history row that
 * recorded it says (a later issue gets its own mail). One job per issue set.
 */
export const staffFulfilmentIssueMailHandler = handleJob(
  staffFulfilmentIssueMailJob,
  async ({ orderId, historyId }) => {
    const order = await loadOrderDetails(db(), orderId);
    if (!order) throw new PermanentJobError(`order ${orderId} not found`);
    const [entry] = await db()
      .select({ note: orderStatusHistory.note })
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.id, historyId), eq(orderStatusHistory.orderId, orderId)));
    if (!entry?.note) throw new PermanentJobError(`order ${order.number} has no issue ${historyId}`);
    const mail = renderStaffFulfilmentIssue(order, entry.note, env().APP_URL);
    await sendMail({ ...mail, to: await supportAddress(), orderId, template: "staff-fulfilment-issue" });
  },
);

/**
 * Mails "we updated your order's details" after staff corrected the contact or the address, in the
 * order's language, to the order's e-mail as it is when this runs; when the e-mail itself changed,
 * the old address gets a short notice first. One job per edit. A retry after the notice went out
 * but before the update mail did sends the notice again (mail is at least once).
 */
export const orderDetailsUpdatedMailHandler = handleJob(
  orderDetailsUpdatedMailJob,
  async ({ orderId, previousEmail }) => {
    const order = await loadOrderDetails(db(), orderId);
    if (!order) throw new PermanentJobError(`order ${orderId} not found`);
    const support = await supportAddress();
    if (previousEmail && previousEmail.toLowerCase() !== order.email.toLowerCase()) {
      const notice = renderOrderEmailChanged(order, env().APP_URL, undefined, support);
      await sendMail({ ...notice, to: previousEmail, orderId, template: "order-email-changed" });
    }
    const mail = renderOrderDetailsUpdated(order, env().APP_URL, undefined, support);
    await sendMail({ ...mail, to: order.email, orderId, template: "order-details-updated" });
  },
);
