import "server-only";
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Executor } from "@/server/db";
import { orders } from "@/server/db/schema/orders";
import { loadOrderDetails } from "./order-details.server";
import { normaliseOrderNumber } from "./order-number-input";
import { ownedBy, type OrderOwner } from "./ownership";
import type { OrderDetails } from "./schema";

/** Compared against when the number is unknown, so that path hashes and compares exactly as much. */
const unknownOrderEmailHash = createHash("sha256").update(randomBytes(32)).digest();

function emailHash(email: string): Buffer {
  return createHash("sha256").update(email.trim().toLowerCase()).digest();
}

/**
 * The order a guest asks about, only when the order number and the e-mail it was placed with both
 * match (docs/order-lifecycle.md#tracking: a number alone never reveals a name and address). A wrong e-mail and an unknown
 * number give the same answer after the same work: one lookup, then one constant-time comparison of
 * equal-length hashes, against a random hash when there is no such order.
 */
export async function findOrderForTracking(
  database: Executor,
  query: { number: string; email: string },
): Promise<OrderDetails | undefined> {
  const number = normaliseOrderNumber(query.number);
  const [order] = await database
    .select({ id: orders.id, email: orders.email })
    .from(orders)
    .where(eq(orders.number, number));
  const expected = order ? emailHash(order.email) : unknownOrderEmailHash;
  const matches = timingSafeEqual(expected, emailHash(query.email));
  if (!order || !matches) return undefined;
  return loadOrderDetails(database, order.id);
}

/**
 * A signed-in customer's own order by its number alone: one placed while signed in (`user_id`), or a
 * guest order placed with their e-mail once that e-mail is verified (anyone can type an address at
 * checkout; only its owner can verify it). Anyone else's order is not found, as any miss.
 */
export async function findOwnOrderForTracking(
  database: Executor,
  number: string,
  owner: OrderOwner,
): Promise<OrderDetails | undefined> {
  const [order] = await database
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.number, normaliseOrderNumber(number)), ownedBy(owner)));
  return order ? loadOrderDetails(database, order.id) : undefined;
}
