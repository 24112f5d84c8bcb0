import "server-only";
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Transaction } from "@/server/db";
import { orders, orderStatusHistory } from "@/server/db/schema/orders";
import { enqueue } from "@/server/jobs";
import {
  orderCancelledMailJob,
  orderShippedMailJob,
  reviewRequestMailJob,
  staffFulfilmentIssueMailJob,
} from "./jobs";
import type { HistoryNoteKey } from "./history-notes";
import type { OrderStatus } from "./schema";
import { lockOrder } from "./order-lines.server";

type Shipment = { trackingNumber?: string; trackingUrl?: string; carrier?: string };

export type StatusChange = {
  source: "provider" | "staff" | "customer";
  /** Details for staff, in English (a signal's name and tracking). */
  note?: string;
  /** What the customer reads, in their language (docs/order-lifecycle.md#history-notes). */
  noteKey?: HistoryNoteKey;
  noteParams?: Record<string, string>;
  shipment?: Shipment;
  /** The provider's id for the order, when the change came with one. */
  providerOrderId?: string;
};

export type TransitionOutcome = "advanced" | "unchanged" | "unknown_order";

const RANK: Record<string, number> = { pending: 0, processing: 1, printing: 2, shipped: 3, delivered: 4 };

/**
 * Whether an order may go from `current` to `target`: only forward along pending → processing →
 * printing → shipped → delivered, and to cancelled only before it ships. Delivered and cancelled are
 * final. This is what makes duplicate and late provider signals harmless.
 */
export function movesForward(current: string, target: OrderStatus): boolean {
  const from = RANK[current];
  if (from === undefined) return false;
  if (target === "cancelled") return from < RANK.shipped!;
  return RANK[target]! > from;
}

/** The secret of an order's review link: 32 URL-safe characters, 192 random bits (docs/reviews.md). */
function newReviewToken(): string {
  return randomBytes(24).toString("base64url");
}

/**
 * Moves an order to `target` if that is forward, in the caller's transaction, with a history row. On
 * the first move to shipped it stores the tracking and queues the "shipped" mail (at most one per
 * order, by key); on the move to delivered it gives the order its review token and queues the mail
 * that asks for a review (docs/reviews.md); on the move to cancelled it queues the customer's
 * cancellation mail. A change that would move it backwards changes nothing and
 * says so.
 */
export async function advanceOrderStatus(
  tx: Transaction,
  orderId: string,
  target: OrderStatus,
  change: StatusChange,
): Promise<TransitionOutcome> {
  const order = await lockOrder(tx, orderId);
  if (!order) return "unknown_order";
  const now = new Date();
  const shipment = change.shipment;
  if (!movesForward(order.status, target)) {
    // Late tracking: the parcel was reported on its way (or delivered) before its tracking number came.
    if (shipment?.trackingNumber && !order.trackingNumber && order.shippedAt) {
      await tx
        .update(orders)
        .set({
          trackingNumber: shipment.trackingNumber,
          trackingUrl: shipment.trackingUrl ?? null,
          carrier: shipment.carrier ?? null,
          updatedAt: now,
        })
        .where(eq(orders.id, orderId));
      // Signals can overtake each other: if "delivered" came first, this is the customer's tracking mail.
      await enqueue(tx, orderShippedMailJob, { orderId });
    }
    return "unchanged";
  }
  await tx
    .update(orders)
    .set({
      status: target,
      updatedAt: now,
      ...(change.providerOrderId && !order.providerOrderId
        ? { providerOrderId: change.providerOrderId }
        : {}),
      ...(target === "shipped" || target === "delivered" ? { shippedAt: order.shippedAt ?? now } : {}),
      ...(target === "delivered"
        ? { deliveredAt: now, reviewToken: order.reviewToken ?? newReviewToken() }
        : {}),
      ...(shipment?.trackingNumber && !order.trackingNumber
        ? {
            trackingNumber: shipment.trackingNumber,
            trackingUrl: shipment.trackingUrl ?? null,
            carrier: shipment.carrier ?? null,
          }
        : {}),
    })
    .where(eq(orders.id, orderId));
  await tx.insert(orderStatusHistory).values({
    orderId,
    status: target,
    paymentStatus: order.paymentStatus,
    source: change.source,
    note: change.note ?? null,
    noteKey: change.noteKey ?? null,
    noteParams: change.noteParams ?? null,
  });
  if (target === "shipped") await enqueue(tx, orderShippedMailJob, { orderId });
  if (target === "delivered") await enqueue(tx, reviewRequestMailJob, { orderId });
  // Whoever cancelled it (the customer, staff, the printer), the customer hears it from us; once.
  if (target === "cancelled") await enqueue(tx, orderCancelledMailJob, { orderId });
  return "advanced";
}

/** The provider accepted the print order: remember its id and when; pending becomes processing. */
export async function markSubmitted(
  tx: Transaction,
  orderId: string,
  providerOrderId: string,
  note: string,
): Promise<void> {
  await tx
    .update(orders)
    .set({
      providerOrderId: providerOrderId || null,
      submittedAt: new Date(),
      fulfilmentIssue: null,
      updatedAt: new Date(),
    })
    .where(eq(orders.id, orderId));
  const outcome = await advanceOrderStatus(tx, orderId, "processing", { source: "provider", note });
  if (outcome === "unchanged") {
    // A signal got here first (validated, even shipped): keep its status, still record the acceptance.
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
    if (order) {
      await tx.insert(orderStatusHistory).values({
        orderId,
        status: order.status,
        paymentStatus: order.paymentStatus,
        source: "provider",
        note,
      });
    }
  }
}

/**
 * Something about fulfilment needs a person (the provider refused the order, a printer cancelled an
 * item, a paid order was cancelled and is owed a refund): it is kept on the order for the admin and in
 * its history, and staff get one mail at the support address for each issue set, so nobody has to
 * watch the admin to notice it. The status does not change.
 */
export async function flagFulfilmentIssue(tx: Transaction, orderId: string, issue: string): Promise<void> {
  const [order] = await tx
    .update(orders)
    .set({ fulfilmentIssue: issue, updatedAt: new Date() })
    .where(eq(orders.id, orderId))
    .returning();
  if (!order) return;
  const [entry] = await tx
    .insert(orderStatusHistory)
    .values({
      orderId,
      status: order.status,
      paymentStatus: order.paymentStatus,
      source: "provider",
      note: issue,
    })
    .returning({ id: orderStatusHistory.id });
  if (entry) await enqueue(tx, staffFulfilmentIssueMailJob, { orderId, historyId: entry.id });
}
