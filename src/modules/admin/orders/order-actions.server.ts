import "server-only";
import { cancelOrder } from "@/modules/fulfilment/server";
import {
  findOrderByNumber,
  orderStatusOf,
  requestPartialRefund,
  requestRefund,
  resubmitOrder,
  type RefundRequestError,
} from "@/modules/orders/server";
import type { Database, Transaction } from "@/server/db";
import { recordAudit, type AuditActor } from "@/modules/admin/audit/server";

/*
 * The admin order page's actions (docs/admin.md#orders): cancel (at Cloudprinter first, then the
 * refund), refund a cancelled paid order, refund part of a paid order, and send a refused order to the
 * provider again. Each change
 * and its audit entry commit together; each refusal says why, and leaves the order as it was.
 */

type StaffOrderError =
  | RefundRequestError
  | "final"
  | "inProduction"
  | "providerUnavailable"
  | "alreadySubmitted"
  | "noIssue"
  | "cancelled";

export type StaffCancelResult =
  { ok: true; refund: "queued" | "notPaid" } | { ok: false; error: StaffOrderError };

export type StaffOrderResult = { ok: true } | { ok: false; error: StaffOrderError };

export type StaffRefundResult = { ok: true } | { ok: false; error: RefundRequestError };

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

/** Queues the Stripe refund of what is left of a cancelled, paid order (the "Refund due" ones included). */
export async function refundOrderAsStaff(
  database: Database,
  number: string,
  actor: AuditActor,
): Promise<StaffOrderResult> {
  const order = await findOrderByNumber(database, number);
  if (!order) return { ok: false, error: "notFound" };
  return database.transaction(async (tx) => {
    const request = await requestRefund(tx, order.id, actor.id);
    if (!request.ok) return request;
    if (request.queued !== "pending") await auditRefund(tx, actor, request, "Order cancelled");
    return { ok: true } as const;
  });
}

/**
 * Queues the refund of part of a paid order (any amount up to what is left, with a reason); several
 * may follow one another. The amount is in the order's currency's minor units.
 */
export async function refundPartAsStaff(
  database: Database,
  input: { number: string; amount: number; reason: string },
  actor: AuditActor,
): Promise<StaffRefundResult> {
  const order = await findOrderByNumber(database, input.number);
  if (!order) return { ok: false, error: "notFound" };
  return database.transaction(async (tx) => {
    const request = await requestPartialRefund(tx, order.id, {
      amount: input.amount,
      reason: input.reason,
      requestedBy: actor.id,
    });
    if (!request.ok) return request;
    await auditRefund(tx, actor, request, input.reason);
    return { ok: true } as const;
  });
}

function auditRefund(
  tx: Transaction,
  actor: AuditActor,
  request: Extract<Awaited<ReturnType<typeof requestRefund>>, { ok: true }>,
  reason: string,
) {
  return recordAudit(tx, actor, {
    action: "order.refund",
    targetType: "order",
    targetId: request.order.number,
    before: {
      paymentStatus: request.order.paymentStatus,
      refundedAmount: request.order.refundedAmount ?? 0,
      fulfilmentIssue: request.order.fulfilmentIssue,
    },
    after: {
      refund: "requested",
      amount: request.refund.amount,
      currency: request.refund.currency,
      reason,
    },
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
