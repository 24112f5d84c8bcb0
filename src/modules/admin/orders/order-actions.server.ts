import "server-only";
import { cancelOrder } from "@/modules/fulfilment/server";
import { findOrderByNumber, orderStatusOf, requestRefund, resubmitOrder } from "@/modules/orders/server";
import type { Database } from "@/server/db";
import { recordAudit, type AuditActor } from "@/modules/admin/audit/server";

/*
 * The admin order page's three actions (docs/admin.md#orders): cancel (at Cloudprinter first, then the
 * refund), refund a cancelled paid order, and send a refused order to the provider again. Each change
 * and its audit entry commit together; each refusal says why, and leaves the order as it was.
 */

type StaffOrderError =
  | "notFound"
  | "final"
  | "inProduction"
  | "providerUnavailable"
  | "notCancelled"
  | "notPaid"
  | "alreadyRefunded"
  | "alreadySubmitted"
  | "noIssue"
  | "cancelled";

export type StaffCancelResult =
  { ok: true; refund: "queued" | "notPaid" } | { ok: false; error: StaffOrderError };

export type StaffOrderResult = { ok: true } | { ok: false; error: StaffOrderError };

/**
 * Cancels for staff: Cloudprinter is asked first (the fulfilment module's cancelOrder); only when it
 * agrees is the order cancelled here. A paid order's refund is then queued at once, so "cancel" does
 * what staff mean; if the refund cannot be queued the order stays "Refund due" for the Refund button.
 */
export async function cancelOrderAsStaff(
  database: Database,
  number: string,
  actor: AuditActor,
): Promise<StaffCancelResult> {
  const order = await findOrderByNumber(database, number);
  if (!order) return { ok: false, error: "notFound" };
  const outcome = await cancelOrder(order.id, "staff", {
    database,
    alsoInTransaction: (tx) =>
      recordAudit(tx, actor, {
        action: "order.cancel",
        targetType: "order",
        targetId: order.number,
        before: { status: order.status, paymentStatus: order.paymentStatus },
        after: { status: "cancelled", paymentStatus: order.paymentStatus },
      }),
  });
  if (!outcome.ok) return { ok: false, error: outcome.error === "tooLate" ? "final" : outcome.error };
  const after = await orderStatusOf(database, order.id);
  if (after?.paymentStatus !== "paid") return { ok: true, refund: "notPaid" };
  const refund = await refundOrderAsStaff(database, order.number, actor);
  return refund.ok ? { ok: true, refund: "queued" } : refund;
}

/** Queues the Stripe refund of a cancelled, paid order (the "Refund due" ones included). */
export async function refundOrderAsStaff(
  database: Database,
  number: string,
  actor: AuditActor,
): Promise<StaffOrderResult> {
  const order = await findOrderByNumber(database, number);
  if (!order) return { ok: false, error: "notFound" };
  return database.transaction(async (tx) => {
    const request = await requestRefund(tx, order.id);
    if (!request.ok) return request;
    if (request.queued !== "pending") {
      await recordAudit(tx, actor, {
        action: "order.refund",
        targetType: "order",
        targetId: order.number,
        before: {
          paymentStatus: request.order.paymentStatus,
          fulfilmentIssue: request.order.fulfilmentIssue,
        },
        after: { refund: "requested", amount: request.order.total, currency: request.order.currency },
      });
    }
    return { ok: true } as const;
  });
}

/** Sends an order the provider refused to it again, once staff have fixed the cause. */
export async function resubmitOrderAsStaff(
  database: Database,
  number: string,
  actor: AuditActor,
): Promise<StaffOrderResult> {
  const order = await findOrderByNumber(database, number);
  if (!order) return { ok: false, error: "notFound" };
  return database.transaction(async (tx) => {
    const resubmitted = await resubmitOrder(tx, order.id);
    if (!resubmitted.ok) return resubmitted;
    await recordAudit(tx, actor, {
      action: "order.resubmit",
      targetType: "order",
      targetId: order.number,
      before: { fulfilmentIssue: resubmitted.order.fulfilmentIssue },
      after: { fulfilmentIssue: null, submission: "queued" },
    });
    return { ok: true } as const;
  });
}
