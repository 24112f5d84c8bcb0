import "server-only";
import { findOrderByNumber, requestReprint, type ReprintRequestError } from "@/modules/orders/server";
import type { Database } from "@/server/db";
import { recordAudit, type AuditActor } from "@/modules/admin/audit/server";

export type StaffReprintResult = { ok: true; number: string } | { ok: false; error: ReprintRequestError };

/**
 * Sends a replacement for chosen lines of an order to the printer at no charge to the customer
 * (docs/admin.md#reprints): the reprint, its submission job and the audit entry commit together.
 */
export async function reprintAsStaff(
  database: Database,
  input: { number: string; lines: { position: number; quantity: number }[]; reason: string },
  actor: AuditActor,
): Promise<StaffReprintResult> {
  const order = await findOrderByNumber(database, input.number);
  if (!order) return { ok: false, error: "notFound" };
  return database.transaction(async (tx) => {
    const request = await requestReprint(tx, order.id, {
      lines: input.lines,
      reason: input.reason,
      requestedBy: actor.id,
    });
    if (!request.ok) return request;
    await recordAudit(tx, actor, {
      action: "order.reprint",
      targetType: "order",
      targetId: order.number,
      before: { fulfilmentIssue: request.order.fulfilmentIssue },
      after: { reprint: request.reprint.number, lines: request.reprint.lines, reason: input.reason },
    });
    return { ok: true, number: request.reprint.number } as const;
  });
}
