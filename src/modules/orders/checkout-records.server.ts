import "server-only";
import { and, asc, eq, isNotNull, ne, sql } from "drizzle-orm";
import type { Database, Executor, Transaction } from "@/server/db";
import { preparedQuery } from "@/server/db/prepared";
import { orderItems, orders, orderStatusHistory } from "@/server/db/schema/orders";

/** An order's row as stored: what checkout made and the payment page is started from. */
export type OrderRecord = typeof orders.$inferSelect;
/** A new order as checkout computed it; the number, status and payment status are the order's to set. */
export type NewOrder = typeof orders.$inferInsert;
/** One line of a new order, in position order; `orderId` and `position` are filled in here. */
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, "id" | "orderId" | "position">;

/**
 * Writes an order with its items and its first history entry (source "checkout"), in the caller's
 * transaction (checkout saves the customer's address in the same one).
 */
export async function insertCheckoutOrder(
  tx: Transaction,
  order: NewOrder,
  items: readonly NewOrderItem[],
): Promise<OrderRecord> {
  const [row] = await tx.insert(orders).values(order).returning();
  const created = row!;
  await tx
    .insert(orderItems)
    .values(items.map((item, position) => ({ ...item, orderId: created.id, position })));
  await tx.insert(orderStatusHistory).values({
    orderId: created.id,
    status: created.status,
    paymentStatus: created.paymentStatus,
    source: "checkout",
  });
  return created;
}

// Asked on every Place Order (nearly always finding nothing): prepared once, see src/server/db/prepared.ts.
const orderByCheckoutKey = preparedQuery((database) =>
  database
    .select()
    .from(orders)
    .where(eq(orders.checkoutKey, sql.placeholder("checkoutKey")))
    .prepare("order_by_checkout_key"),
);

/** The order a checkout key already made (a double click, a retry), if any. */
export async function findOrderByCheckoutKey(
  database: Database,
  checkoutKey: string,
): Promise<OrderRecord | undefined> {
  const [row] = await orderByCheckoutKey(database).execute({ checkoutKey });
  return row;
}

/** The order's lines as the payment page lists them, in the order's currency. */
export function orderLinesToPay(
  executor: Executor,
  orderId: string,
): Promise<{ name: string; unitPrice: number; quantity: number }[]> {
  return executor
    .select({ name: orderItems.name, unitPrice: orderItems.unitPrice, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
}

// Both run once per Place Order: prepared once (src/server/db/prepared.ts).
const rememberSession = preparedQuery((database) =>
  database
    .update(orders)
    .set({
      paymentSessionId: sql`${sql.placeholder("sessionId")}`,
      paymentSessionUrl: sql`${sql.placeholder("sessionUrl")}`,
      updatedAt: sql`now()`,
    })
    .where(eq(orders.id, sql.placeholder("orderId")))
    .prepare("remember_payment_session"),
);

/** Remembers the hosted payment page made for the order, so a retry sends the customer to the same one. */
export async function rememberPaymentSession(
  database: Database,
  session: { orderId: string; sessionId: string; sessionUrl: string },
): Promise<void> {
  await rememberSession(database).execute(session);
}

const earlierOpenCheckouts = preparedQuery((database) =>
  database
    .select({ id: orders.id, sessionId: orders.paymentSessionId })
    .from(orders)
    .where(
      and(
        eq(orders.cartId, sql.placeholder("cartId")),
        ne(orders.id, sql.placeholder("orderId")),
        eq(orders.status, "pending"),
        eq(orders.paymentStatus, "unpaid"),
        isNotNull(orders.paymentSessionId),
      ),
    )
    .prepare("earlier_open_checkouts"),
);

/** The payment sessions of the cart's other orders still waiting to be paid (earlier attempts). */
export function earlierUnpaidCheckouts(
  database: Database,
  order: { id: string; cartId: string },
): Promise<{ id: string; sessionId: string | null }[]> {
  return earlierOpenCheckouts(database).execute({ cartId: order.cartId, orderId: order.id });
}
