import "server-only";
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Executor } from "@/server/db";
import { orders } from "@/server/db/schema";
import { loadOrderDetails } from "./order-details.server";
import { normaliseOrderNumber } from "./order-number-input";
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
