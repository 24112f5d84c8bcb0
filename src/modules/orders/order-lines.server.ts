import "server-only";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Executor, Transaction } from "@/server/db";
import { orderItems, orders } from "@/server/db/schema/orders";
import { normaliseOrderNumber } from "./order-number-input";
import { ownedBy, type OrderOwner } from "./ownership";

/** An order's row as stored, or undefined (the refund job reads the amount and payment from it). */
export async function findOrderRecord(executor: Executor, orderId: string) {
  const [order] = await executor.select().from(orders).where(eq(orders.id, orderId));
  return order;
}

/** An order's lines in position order, as "Order again" copies them and the account page previews them. */
export function orderLines(executor: Executor, orderId: string) {
  return executor
    .select({
      name: orderItems.name,
      productId: orderItems.productId,
      options: orderItems.options,
      files: orderItems.files,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
}

/** The customer's orders, newest first, with what their account's list shows. */
export function listOwnOrders(executor: Executor, owner: OrderOwner, limit: number) {
  return executor
    .select({
      number: orders.number,
      createdAt: orders.createdAt,
      total: orders.total,
      currency: orders.currency,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
    })
    .from(orders)
    .where(ownedBy(owner))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

/** The id of the customer's order with this number; undefined for a missing one and for another customer's alike. */
export async function ownOrderId(
  executor: Executor,
  owner: OrderOwner,
  number: string,
): Promise<string | undefined> {
  const normalised = normaliseOrderNumber(number);
  if (!normalised) return undefined;
  const [row] = await executor
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.number, normalised), ownedBy(owner)));
  return row?.id;
}

/** How many orders each account placed while signed in (guest orders with the same e-mail are not counted). */
export async function orderCountsByAccount(
  executor: Executor,
  userIds: readonly string[],
): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await executor
    .select({ userId: orders.userId, orders: sql<number>`count(*)::int` })
    .from(orders)
    .where(inArray(orders.userId, [...userIds]))
    .groupBy(orders.userId);
  return new Map(rows.flatMap((row) => (row.userId ? [[row.userId, row.orders] as const] : [])));
}

/** An order item's row as stored (the print order is built from it). */
export type OrderItemRecord = typeof orderItems.$inferSelect;

/** An order's items as stored, in position order. */
export function orderItemRecords(executor: Executor, orderId: string): Promise<OrderItemRecord[]> {
  return executor
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
}

/** The order's status and payment status now, or undefined for an unknown order. */
export async function orderStatusOf(
  executor: Executor,
  orderId: string,
): Promise<{ status: string; paymentStatus: string } | undefined> {
  const [order] = await executor
    .select({ status: orders.status, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.id, orderId));
  return order;
}

/**
 * The order's row, locked until the caller's transaction ends: changes to one order (a payment, a
 * refund, a staff action) are applied one after the other. Undefined when there is no such order.
 */
export async function lockOrder(tx: Transaction, orderId: string) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  return order;
}

/**
 * The order with this number, locked until the caller's transaction ends, with what a provider signal
 * is checked against; undefined for a number that is not ours.
 */
export async function lockOrderByNumber(tx: Transaction, number: string) {
  const [order] = await tx
    .select({
      id: orders.id,
      submittedAt: orders.submittedAt,
      providerOrderId: orders.providerOrderId,
      paymentStatus: orders.paymentStatus,
    })
    .from(orders)
    .where(eq(orders.number, number))
    .for("update");
  return order;
}

/** The order with this number (as typed: spaces and case don't matter), with its statuses; undefined if none. */
export async function findOrderByNumber(executor: Executor, number: string) {
  const normalised = normaliseOrderNumber(number);
  if (!normalised) return undefined;
  const [order] = await executor
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
    })
    .from(orders)
    .where(eq(orders.number, normalised));
  return order;
}

/** The order with this number as stored (as typed: spaces and case don't matter), or undefined. */
export async function findOrderRecordByNumber(executor: Executor, number: string) {
  const normalised = normaliseOrderNumber(number);
  if (!normalised) return undefined;
  const [order] = await executor.select().from(orders).where(eq(orders.number, normalised));
  return order;
}
