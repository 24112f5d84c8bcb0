import "server-only";
import { eq } from "drizzle-orm";
import type { Transaction } from "@/server/db";
import { orders, orderStatusHistory } from "@/server/db/schema/orders";
import { enqueueAgain } from "@/server/jobs";
import { submitToProviderJob } from "./jobs";
import { lockOrder } from "./order-lines.server";

/*
 * What staff do to an order besides cancelling and refunding it (./refunds.server.ts;
 * docs/order-lifecycle.md#staff): send a refused print order again. It runs in the caller's
 * transaction with the order row locked, so the admin's audit entry and the queued job commit with the
 * change or not at all.
 */

type OrderRow = typeof orders.$inferSelect;

export type Resubmission =
  | { ok: true; order: OrderRow }
  | { ok: false; error: "notFound" | "notPaid" | "cancelled" | "alreadySubmitted" | "noIssue" };

/**
 * Sends an order the provider refused (or that gave up after its retries) to the provider again, once
 * staff have fixed the cause: the flag is cleared and the submission job runs again from its first
 * attempt. Only an order that was never accepted qualifies; the job's own checks still apply.
 */
export async function resubmitOrder(tx: Transaction, orderId: string): Promise<Resubmission> {
  const order = await lockOrder(tx, orderId);
  if (!order) return { ok: false, error: "notFound" };
  if (order.status === "cancelled") return { ok: false, error: "cancelled" };
  if (order.paymentStatus !== "paid") return { ok: false, error: "notPaid" };
  if (order.submittedAt) return { ok: false, error: "alreadySubmitted" };
  if (!order.fulfilmentIssue) return { ok: false, error: "noIssue" };
  await tx.update(orders).set({ fulfilmentIssue: null, updatedAt: new Date() }).where(eq(orders.id, orderId));
  await tx.insert(orderStatusHistory).values({
    orderId,
    status: order.status,
    paymentStatus: order.paymentStatus,
    source: "staff",
    noteKey: "resubmitted",
    note: `Sent to the provider again by staff (was: ${order.fulfilmentIssue})`.slice(0, 1000),
  });
  await enqueueAgain(tx, submitToProviderJob, { orderId });
  return { ok: true, order };
}
