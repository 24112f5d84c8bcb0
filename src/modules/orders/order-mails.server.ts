import "server-only";
import { z } from "zod";
import { db } from "@/server/db";
import { env } from "@/server/env";
import { PermanentJobError } from "@/server/jobs";
import { sendMail } from "@/server/mail";
import { renderOrderConfirmation } from "./mail/order-confirmation";
import { renderOrderShipped } from "./mail/order-shipped";
import { loadOrderDetails } from "./order-details.server";

export const ORDER_CONFIRMATION_JOB = "mail.order-confirmation";
export const ORDER_SHIPPED_JOB = "mail.order-shipped";

/** Both order mails take the same payload. */
const orderMailPayload = z.object({ orderId: z.uuid() });

/**
 * The job that mails the order confirmation. The mail_outbox table has no order column, so this job
 * cannot tell whether it already mailed this order: once-only comes from the enqueuer, which must use
 * the dedupe key `order-confirmation:<order id>` (see orderConfirmationJob). A retry after SMTP
 * accepted the message but before the outbox row was written can still send it twice.
 */
export async function sendOrderConfirmationJob(payload: Record<string, unknown>): Promise<void> {
  const parsed = orderMailPayload.safeParse(payload);
  if (!parsed.success) throw new PermanentJobError("invalid payload: expected { orderId: uuid }");
  const order = await loadOrderDetails(db(), parsed.data.orderId);
  if (!order) throw new PermanentJobError(`order ${parsed.data.orderId} not found`);
  const mail = renderOrderConfirmation(order, env().APP_URL);
  await sendMail({ ...mail, to: order.email, template: "order-confirmation" });
}

/** What to pass to enqueueJob, in the transaction that confirms the order (payment received). */
export function orderConfirmationJob(orderId: string) {
  return {
    kind: ORDER_CONFIRMATION_JOB,
    payload: { orderId },
    dedupeKey: `order-confirmation:${orderId}`,
  };
}

/**
 * The job that mails "your order has shipped", with the carrier and tracking number the order has when
 * it runs. Once-only works as for the confirmation: the enqueuer must use the dedupe key
 * `order-shipped:<order id>` (see orderShippedJob), so one order gets at most one shipped mail.
 */
export async function sendOrderShippedJob(payload: Record<string, unknown>): Promise<void> {
  const parsed = orderMailPayload.safeParse(payload);
  if (!parsed.success) throw new PermanentJobError("invalid payload: expected { orderId: uuid }");
  const order = await loadOrderDetails(db(), parsed.data.orderId);
  if (!order) throw new PermanentJobError(`order ${parsed.data.orderId} not found`);
  const mail = renderOrderShipped(order, env().APP_URL);
  await sendMail({ ...mail, to: order.email, template: "order-shipped" });
}

/** What to pass to enqueueJob, in the transaction that marks the order shipped. */
export function orderShippedJob(orderId: string) {
  return {
    kind: ORDER_SHIPPED_JOB,
    payload: { orderId },
    dedupeKey: `order-shipped:${orderId}`,
  };
}
