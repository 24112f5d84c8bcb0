import "server-only";
import { desc, eq } from "drizzle-orm";
import type { Executor, Transaction } from "@/server/db";
import { orderNotes, orders, orderStatusHistory } from "@/server/db/schema/orders";
import { enqueue, jobDedupeKey, lockJobByDedupeKey } from "@/server/jobs";
import { orderDetailsUpdatedMailJob, submitToProviderJob } from "./jobs";
import { lockOrder } from "./order-lines.server";

/*
 * What staff may change on an order before it reaches the printer (docs/order-lifecycle.md#staff-edits):
 * the contact and the shipping address, and internal notes that only staff read. Each change runs in
 * the caller's transaction with the order row locked, so the admin's audit entry, the history row and
 * the customer's mail commit with it or not at all.
 */

/** The contact and address fields staff may correct, as stored (the caller has validated them). */
export type OrderContactAndAddress = {
  name: string;
  company: string | null;
  address: string;
  city: string;
  state: string | null;
  postalCode: string;
  country: string;
  email: string;
  phone: string;
};

type OrderRow = typeof orders.$inferSelect;

const columns = {
  name: "shippingName",
  company: "shippingCompany",
  address: "shippingAddress",
  city: "shippingCity",
  state: "shippingState",
  postalCode: "shippingPostalCode",
  country: "shippingCountry",
  email: "email",
  phone: "phone",
} as const satisfies Record<keyof OrderContactAndAddress, keyof OrderRow>;

type Field = keyof OrderContactAndAddress;
const FIELDS = Object.keys(columns) as Field[];

/** The fields as the order row has them. */
function contactAndAddressOf(order: Pick<OrderRow, (typeof columns)[Field]>): OrderContactAndAddress {
  return Object.fromEntries(FIELDS.map((field) => [field, order[columns[field]]])) as OrderContactAndAddress;
}

export type OrderEdit =
  | {
      ok: true;
      /** Only the fields that changed, as they were and as they are now; both empty when nothing did. */
      before: Partial<OrderContactAndAddress>;
      after: Partial<OrderContactAndAddress>;
    }
  | { ok: false; error: "notFound" | "cancelled" | "alreadySubmitted" | "submitting" };

/**
 * Corrects an order's contact and shipping address while it has not reached the printer: not cancelled,
 * never accepted (`submitted_at`), and no submission running or waiting for its next attempt. The
 * submission job's row is locked too, so the runner cannot start sending the old address while this
 * commits (it claims with `skip locked`, and reads the order afresh when it runs). What changed gets a
 * history row the customer can read and one mail job: "we updated your order's details" to the new
 * address, and a short notice to the old one when the e-mail changed.
 */
export async function editOrderContactAndAddress(
  tx: Transaction,
  orderId: string,
  next: OrderContactAndAddress,
): Promise<OrderEdit> {
  const order = await lockOrder(tx, orderId);
  if (!order) return { ok: false, error: "notFound" };
  if (order.status === "cancelled") return { ok: false, error: "cancelled" };
  if (order.submittedAt) return { ok: false, error: "alreadySubmitted" };
  const submission = await lockJobByDedupeKey(tx, jobDedupeKey(submitToProviderJob, { orderId }));
  if (submission?.status === "running" || submission?.status === "queued") {
    return { ok: false, error: "submitting" };
  }

  const current = contactAndAddressOf(order);
  const changed = FIELDS.filter((field) => (current[field] ?? null) !== (next[field] ?? null));
  if (changed.length === 0) return { ok: true, before: {}, after: {} };
  const before = Object.fromEntries(changed.map((field) => [field, current[field]]));
  const after = Object.fromEntries(changed.map((field) => [field, next[field]]));

  await tx
    .update(orders)
    .set({
      ...Object.fromEntries(changed.map((field) => [columns[field], next[field]])),
      updatedAt: new Date(),
    })
    .where(eq(orders.id, orderId));
  const [history] = await tx
    .insert(orderStatusHistory)
    .values({
      orderId,
      status: order.status,
      paymentStatus: order.paymentStatus,
      source: "staff",
      noteKey: "detailsUpdated",
      note: `Corrected by staff: ${changed.join(", ")}`,
    })
    .returning({ id: orderStatusHistory.id });
  await enqueue(tx, orderDetailsUpdatedMailJob, {
    orderId,
    historyId: history!.id,
    ...(changed.includes("email") ? { previousEmail: order.email } : {}),
  });
  return { ok: true, before, after };
}

/** A note staff keep about an order; never shown to the customer. */
export type OrderNote = { id: number; authorName: string; body: string; createdAt: Date };

/** Adds a staff note (the caller has checked the body); null when there is no such order. */
export async function addOrderNote(
  tx: Transaction,
  orderId: string,
  author: { id: string; name: string },
  body: string,
): Promise<OrderNote | null> {
  const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for("update");
  if (!order) return null;
  const [note] = await tx
    .insert(orderNotes)
    .values({ orderId, authorId: author.id, authorName: author.name.slice(0, 120), body })
    .returning({
      id: orderNotes.id,
      authorName: orderNotes.authorName,
      body: orderNotes.body,
      createdAt: orderNotes.createdAt,
    });
  return note!;
}

/** An order's staff notes, newest first. */
export function orderNotesOf(executor: Executor, orderId: string, limit = 200): Promise<OrderNote[]> {
  return executor
    .select({
      id: orderNotes.id,
      authorName: orderNotes.authorName,
      body: orderNotes.body,
      createdAt: orderNotes.createdAt,
    })
    .from(orderNotes)
    .where(eq(orderNotes.orderId, orderId))
    .orderBy(desc(orderNotes.createdAt), desc(orderNotes.id))
    .limit(limit);
}
