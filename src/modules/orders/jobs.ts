import { z } from "zod";
import { defineJob } from "@/server/jobs";

/**
 * The jobs an order's life queues, defined here because orders owns the promise each one keeps (a
 * paid order is printed and confirmed; a shipped order is announced). Orders enqueues them inside the
 * transaction that makes the change; their handlers live with the work: the mails in
 * ./order-mails.server, the print submission in fulfilment (which depends on orders, never the other
 * way round: docs/architecture.md). The names are stored in `jobs.kind`: never rename them.
 */

const orderPayload = z.object({ orderId: z.uuid() });

/**
 * Sends a paid order to the print provider. Queued with the payment; once per order.
 * Dedupe key: `provider.submit:<order id>`.
 */
export const submitToProviderJob = defineJob({
  name: "provider.submit",
  schema: orderPayload,
  dedupeKey: ({ orderId }) => orderId,
});

const reprintPayload = z.object({ reprintId: z.uuid() });

/**
 * Sends a reprint staff asked for to the print provider as its own order (docs/admin.md#reprints); once
 * per reprint. The handler lives in fulfilment. Dedupe key: `provider.reprint:<reprint id>`.
 */
export const submitReprintJob = defineJob({
  name: "provider.reprint",
  schema: reprintPayload,
  dedupeKey: ({ reprintId }) => reprintId,
});

/**
 * Mails the order confirmation. Queued with the payment; once per order. The mail outbox cannot tell
 * whether this order was mailed already, so once-only rests on this key.
 * Dedupe key: `mail.order-confirmation:<order id>` (was `order-confirmation:<order id>`; migration
 * 0004 renamed the keys already stored, so an order confirmed before the change is not mailed twice).
 */
export const orderConfirmationMailJob = defineJob({
  name: "mail.order-confirmation",
  schema: orderPayload,
  dedupeKey: ({ orderId }) => orderId,
});

/**
 * Mails "your order has shipped", with the tracking the order has when it runs; once per order.
 * Dedupe key: `mail.order-shipped:<order id>` (was `order-shipped:<order id>`; see migration 0004).
 */
export const orderShippedMailJob = defineJob({
  name: "mail.order-shipped",
  schema: orderPayload,
  dedupeKey: ({ orderId }) => orderId,
});

/**
 * Makes the order's requested refund (an `order_refunds` row: the whole rest of a cancelled order, or
 * part of any paid order) through Stripe (docs/payments.md#refunds). An order has at most one refund
 * in flight, so one job per order serves them all: queued again for each new refund (enqueueAgain).
 * The handler lives in payments. Dedupe key: `payment.refund:<order id>`.
 */
export const refundPaymentJob = defineJob({
  name: "payment.refund",
  schema: orderPayload,
  dedupeKey: ({ orderId }) => orderId,
});

/**
 * Mails the customer about a refund once Stripe has made it: "cancelled and refunded" when it completes
 * a cancelled order's refund, "we refunded part of your order" otherwise. Once per refund.
 * Dedupe key: `mail.order-refunded:<refund id>`; jobs queued before partial refunds have no refund id
 * and keep `mail.order-refunded:<order id>`.
 */
export const orderRefundedMailJob = defineJob({
  name: "mail.order-refunded",
  schema: z.object({ orderId: z.uuid(), refundId: z.uuid().optional() }),
  dedupeKey: ({ orderId, refundId }) => refundId ?? orderId,
});

/**
 * Mails "how did it turn out?" with the order's review link once it is delivered (docs/reviews.md);
 * once per order. Dedupe key: `mail.review-request:<order id>`.
 */
export const reviewRequestMailJob = defineJob({
  name: "mail.review-request",
  schema: orderPayload,
  dedupeKey: ({ orderId }) => orderId,
});

/**
 * Mails "your order was cancelled" to the customer, in the order's language, when a customer, staff
 * or the printer cancelled it (not when an unpaid payment page merely expired); once per order.
 * Dedupe key: `mail.order-cancelled:<order id>`.
 */
export const orderCancelledMailJob = defineJob({
  name: "mail.order-cancelled",
  schema: orderPayload,
  dedupeKey: ({ orderId }) => orderId,
});

/**
 * Mails staff (the support address) that an order needs a person: one mail for each time a
 * fulfilment issue is set, named by the history row that recorded it.
 * Dedupe key: `mail.staff-fulfilment-issue:<order id>:<history row id>`.
 */
export const staffFulfilmentIssueMailJob = defineJob({
  name: "mail.staff-fulfilment-issue",
  schema: z.object({ orderId: z.uuid(), historyId: z.number().int().positive() }),
  dedupeKey: ({ orderId, historyId }) => `${orderId}:${historyId}`,
});

/**
 * Mails "we updated your order's details" in the order's language to the order's e-mail when it runs
 * (the new one), and, when staff changed the e-mail, a short notice to the old one (`previousEmail`).
 * One job per edit, named by the history row that recorded it.
 * Dedupe key: `mail.order-details-updated:<order id>:<history row id>`.
 */
export const orderDetailsUpdatedMailJob = defineJob({
  name: "mail.order-details-updated",
  schema: z.object({
    orderId: z.uuid(),
    historyId: z.number().int().positive(),
    previousEmail: z.string().max(254).optional(),
  }),
  dedupeKey: ({ orderId, historyId }) => `${orderId}:${historyId}`,
});
