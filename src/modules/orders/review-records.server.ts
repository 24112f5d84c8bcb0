import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Executor } from "@/server/db";
import { orderItems, orders } from "@/server/db/schema/orders";

/**
 * The order a review link's token belongs to, or undefined. `lock` holds the order's row until the
 * caller's transaction ends, so two tabs sending a review of the same line are applied one by one.
 */
export async function findOrderByReviewToken(executor: Executor, token: string, { lock = false } = {}) {
  const query = executor
    .select({
      id: orders.id,
      number: orders.number,
      locale: orders.locale,
      status: orders.status,
      userId: orders.userId,
      shippingName: orders.shippingName,
    })
    .from(orders)
    .where(eq(orders.reviewToken, token));
  const [order] = await (lock ? query.for("update") : query);
  return order;
}

/** An order's lines in position order, as its review page lists them. */
export function orderLinesToReview(executor: Executor, orderId: string) {
  return executor
    .select({
      orderItemId: orderItems.id,
      productId: orderItems.productId,
      name: orderItems.name,
      options: orderItems.options,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
}

/** The product of one line of the order, or undefined when the line is not the order's. */
export async function productOfOrderLine(
  executor: Executor,
  orderId: string,
  orderItemId: string,
): Promise<number | undefined> {
  const [line] = await executor
    .select({ productId: orderItems.productId })
    .from(orderItems)
    .where(and(eq(orderItems.id, orderItemId), eq(orderItems.orderId, orderId)));
  return line?.productId;
}

/** The numbers of the given orders, by id (an id with no order is left out). */
export async function orderNumbersById(
  executor: Executor,
  orderIds: readonly string[],
): Promise<Map<string, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await executor
    .select({ id: orders.id, number: orders.number })
    .from(orders)
    .where(inArray(orders.id, [...orderIds]));
  return new Map(rows.map((row) => [row.id, row.number]));
}
