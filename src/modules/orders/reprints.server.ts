import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import type { Executor, Transaction } from "@/server/db";
import {
  orderItems,
  orderReprints,
  orders,
  orderStatusHistory,
  type ReprintLine,
} from "@/server/db/schema/orders";
import { enqueue } from "@/server/jobs";
import { flagFulfilmentIssue, movesForward } from "./fulfilment-transitions.server";
import { submitReprintJob } from "./jobs";
import { lockOrder } from "./order-lines.server";
import type { OrderStatus } from "./schema";

/*
 * Reprints (docs/admin.md#reprints): staff send a replacement for chosen lines of an order to the
 * printer, at no charge to the customer. Each is its own provider order (reference = the order's
 * number plus "-R1", "-R2", …) with its own status and tracking; what the printer charges for it is a
 * cost of the order, never revenue. Requested here with the order row locked, submitted by
 * fulfilment's reprint job, moved along by the provider's signals for its reference.
 */

export type OrderReprint = typeof orderReprints.$inferSelect;

export type ReprintRequestError =
  "notFound" | "notPaid" | "notSubmitted" | "reprintInProgress" | "noLines" | "invalidLines";

export type ReprintRequest =
  | { ok: true; order: typeof orders.$inferSelect; reprint: OrderReprint }
  | { ok: false; error: ReprintRequestError };

/**
 * Asks for a reprint of `lines` (positions of the order's items, each with 1..the item's quantity
 * copies). Only for a paid order the printer has had (it was submitted; it may since have been
 * cancelled by the printer). One reprint waits for the printer at a time, so a double click can't
 * send two. The submission job is queued in the same transaction.
 */
export async function requestReprint(
  tx: Transaction,
  orderId: string,
  request: { lines: ReprintLine[]; reason: string; requestedBy: string | null },
): Promise<ReprintRequest> {
  const order = await lockOrder(tx, orderId);
  if (!order) return { ok: false, error: "notFound" };
  // "paid" includes a partly refunded order; a fully refunded one has nothing left to replace.
  if (order.paymentStatus !== "paid") return { ok: false, error: "notPaid" };
  if (!order.submittedAt) return { ok: false, error: "notSubmitted" };
  const lines = request.lines.filter((line) => line.quantity > 0);
  if (lines.length === 0) return { ok: false, error: "noLines" };
  const items = await tx
    .select({ position: orderItems.position, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  const quantityAt = new Map(items.map((item) => [item.position, item.quantity]));
  const positions = new Set<number>();
  for (const line of lines) {
    const most = quantityAt.get(line.position);
    if (most === undefined || line.quantity > most || positions.has(line.position))
      return { ok: false, error: "invalidLines" };
    positions.add(line.position);
  }
  const earlier = await tx.select().from(orderReprints).where(eq(orderReprints.orderId, orderId));
  if (earlier.some((reprint) => reprint.status === "pending" && !reprint.issue))
    return { ok: false, error: "reprintInProgress" };
  const [reprint] = await tx
    .insert(orderReprints)
    .values({
      orderId,
      number: `${order.number}-R${earlier.length + 1}`,
      lines: lines.sort((a, b) => a.position - b.position),
      reason: request.reason,
      requestedBy: request.requestedBy,
    })
    .returning();
  await tx.insert(orderStatusHistory).values({
    orderId,
    status: order.status,
    paymentStatus: order.paymentStatus,
    source: "staff",
    noteKey: "reprintRequested",
    noteParams: { number: reprint!.number },
    note: `Reprint ${reprint!.number} requested by staff: ${request.reason}`.slice(0, 1000),
  });
  await enqueue(tx, submitReprintJob, { reprintId: reprint!.id });
  return { ok: true, order, reprint: reprint! };
}

/** An order's reprints, oldest first. */
export function reprintsOfOrder(executor: Executor, orderId: string): Promise<OrderReprint[]> {
  return executor
    .select()
    .from(orderReprints)
    .where(eq(orderReprints.orderId, orderId))
    .orderBy(asc(orderReprints.createdAt), asc(orderReprints.number));
}

/** A reprint by id, as stored (the submission job reads it). */
export async function findReprint(executor: Executor, reprintId: string): Promise<OrderReprint | undefined> {
  const [reprint] = await executor.select().from(orderReprints).where(eq(orderReprints.id, reprintId));
  return reprint;
}

/**
 * The reprint whose provider reference is `number`, locked with its order until the transaction ends
 * (the order first, as every other change of an order locks it); undefined when no reprint has it.
 */
export async function lockReprintByNumber(tx: Transaction, number: string) {
  const [found] = await tx
    .select({ id: orderReprints.id, orderId: orderReprints.orderId })
    .from(orderReprints)
    .where(eq(orderReprints.number, number));
  if (!found) return undefined;
  await lockOrder(tx, found.orderId);
  const [reprint] = await tx.select().from(orderReprints).where(eq(orderReprints.id, found.id)).for("update");
  return reprint;
}

async function historyOfReprint(
  tx: Transaction,
  reprint: OrderReprint,
  entry: { note: string; noteKey?: "reprintShipped"; noteParams?: Record<string, string> },
) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, reprint.orderId));
  if (!order) return;
  await tx.insert(orderStatusHistory).values({
    orderId: order.id,
    status: order.status,
    paymentStatus: order.paymentStatus,
    source: "provider",
    note: entry.note.slice(0, 1000),
    noteKey: entry.noteKey ?? null,
    noteParams: entry.noteParams ?? null,
  });
}

/**
 * Whether the order's flag is one a reprint resolves: the printer cancelled it or an item, production
 * or delivery failed, or an earlier reprint failed. Money flags ("Refund failed") and refusals of the
 * order itself stay until their own cause is resolved.
 */
function resolvedByReprint(issue: string | null): boolean {
  if (!issue) return false;
  return /cancelled by Cloudprinter|Item cancelled by the printer|Production problem|Delivery failed|^Reprint /.test(
    issue,
  );
}

/**
 * The printer accepted the reprint: its provider id, pending → processing, and the cost the printer
 * quoted for it. The order leaves "Needs attention" when its flag was what the reprint replaces.
 */
export async function markReprintSubmitted(
  tx: Transaction,
  reprintId: string,
  providerOrderId: string,
  note: string,
): Promise<void> {
  const found = await findReprint(tx, reprintId);
  if (!found) return;
  // The order first, then the reprint: the order every other change (a signal for the reprint) locks in.
  const order = await lockOrder(tx, found.orderId);
  const [reprint] = await tx
    .update(orderReprints)
    .set({
      providerOrderId: providerOrderId || null,
      submittedAt: new Date(),
      issue: null,
      // pending → processing; a status a signal already moved it to stays (read under the lock).
      status: sql`case when ${orderReprints.status} = 'pending' then 'processing' else ${orderReprints.status} end`,
    })
    .where(eq(orderReprints.id, reprintId))
    .returning();
  if (!reprint) return;
  if (order && resolvedByReprint(order.fulfilmentIssue))
    await tx
      .update(orders)
      .set({ fulfilmentIssue: null, updatedAt: new Date() })
      .where(eq(orders.id, order.id));
  await historyOfReprint(tx, reprint, { note: `Reprint ${reprint.number}: ${note}` });
}

/**
 * Something about the reprint needs a person (refused, given up, cancelled or failed at the printer):
 * kept on the reprint and raised on its order, which puts the order in "Needs attention" and mails staff.
 */
export async function flagReprintIssue(tx: Transaction, reprintId: string, issue: string): Promise<void> {
  const [reprint] = await tx
    .update(orderReprints)
    .set({ issue })
    .where(eq(orderReprints.id, reprintId))
    .returning();
  if (reprint) await flagFulfilmentIssue(tx, reprint.orderId, `Reprint ${reprint.number}: ${issue}`);
}

/**
 * Moves a reprint forward along the same path as an order (only forward; delivered and cancelled are
 * final), keeping its tracking, with a line in its order's history. A printer's cancellation of a
 * reprint is raised for staff. Mails are not sent: the customer's order page shows the replacement.
 */
export async function advanceReprintStatus(
  tx: Transaction,
  reprintId: string,
  target: OrderStatus,
  change: {
    note?: string;
    providerOrderId?: string;
    shipment?: { trackingNumber?: string; trackingUrl?: string; carrier?: string };
  },
): Promise<"advanced" | "unchanged"> {
  const [reprint] = await tx.select().from(orderReprints).where(eq(orderReprints.id, reprintId));
  if (!reprint) return "unchanged";
  const shipment = change.shipment;
  const tracking =
    shipment?.trackingNumber && !reprint.trackingNumber
      ? {
          trackingNumber: shipment.trackingNumber,
          trackingUrl: shipment.trackingUrl ?? null,
          carrier: shipment.carrier ?? null,
        }
      : {};
  if (!movesForward(reprint.status, target)) {
    if (Object.keys(tracking).length > 0 && reprint.shippedAt)
      await tx.update(orderReprints).set(tracking).where(eq(orderReprints.id, reprintId));
    return "unchanged";
  }
  const now = new Date();
  await tx
    .update(orderReprints)
    .set({
      status: target,
      ...tracking,
      ...(change.providerOrderId && !reprint.providerOrderId
        ? { providerOrderId: change.providerOrderId }
        : {}),
      ...(target === "shipped" || target === "delivered" ? { shippedAt: reprint.shippedAt ?? now } : {}),
      ...(target === "delivered" ? { deliveredAt: now } : {}),
    })
    .where(eq(orderReprints.id, reprintId));
  await historyOfReprint(tx, reprint, {
    note: `Reprint ${reprint.number}: ${target}${change.note ? ` (${change.note})` : ""}`,
    ...(target === "shipped" ? { noteKey: "reprintShipped", noteParams: { number: reprint.number } } : {}),
  });
  if (target === "cancelled") await flagReprintIssue(tx, reprintId, "cancelled by the printer");
  return "advanced";
}

/** What the printer charges for an order (USD cents), once known; see orders.printer_cost_usd. */
export async function recordPrinterCost(executor: Executor, orderId: string, costUsd: number): Promise<void> {
  await executor.update(orders).set({ printerCostUsd: costUsd }).where(eq(orders.id, orderId));
}

/** What the printer charges for a reprint (USD cents), once known: a cost of its order. */
export async function recordReprintCost(
  executor: Executor,
  reprintId: string,
  costUsd: number,
): Promise<void> {
  await executor.update(orderReprints).set({ costUsd }).where(eq(orderReprints.id, reprintId));
}
