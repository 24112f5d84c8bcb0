import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Executor } from "@/server/db";
import { orders } from "@/server/db/schema/orders";
import { loadOrderDetails } from "./order-details.server";
import { normaliseOrderNumber } from "./order-number-input";
import type { OrderDetails } from "./schema";

const sha256 = (value: string) => createHash("sha256").update(value).digest();

/**
 * The order for the page the payment provider sends the buyer back to, only when the return URL's
 * session id is the one this order was paid through. The order number travels in links and mails;
 * the session id only in the buyer's own redirect, so nobody else's order can be shown here.
 */
export async function findOrderForSuccessPage(
  database: Executor,
  query: { number: string; sessionId: string },
): Promise<OrderDetails | undefined> {
  const number = normaliseOrderNumber(query.number);
  if (!number || !query.sessionId) return undefined;
  const [order] = await database
    .select({ id: orders.id, paymentSessionId: orders.paymentSessionId })
    .from(orders)
    .where(eq(orders.number, number));
  if (!order?.paymentSessionId) return undefined;
  // Hashes have equal lengths, as timingSafeEqual needs, and leak nothing about the stored id's length.
  if (!timingSafeEqual(sha256(order.paymentSessionId), sha256(query.sessionId))) return undefined;
  return loadOrderDetails(database, order.id);
}
