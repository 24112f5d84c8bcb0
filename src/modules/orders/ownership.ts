import { and, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import { orders } from "@/server/db/schema/orders";

/** Who is asking: the signed-in user's id, e-mail and whether that e-mail is proven theirs. */
export type OrderOwner = { id: string; email: string; emailVerified: boolean };

/**
 * The orders that are the customer's: those placed signed in (user_id), and guest orders placed with
 * their e-mail, but only once that e-mail is verified: otherwise anyone could sign up with someone
 * else's address and read their orders (docs/accounts.md). Guest orders claimed by another account
 * (user_id set) stay that account's. The e-mail comparison uses the lower(email) index.
 */
export function ownedBy(owner: OrderOwner): SQL {
  const placedSignedIn = eq(orders.userId, owner.id);
  if (!owner.emailVerified) return placedSignedIn;
  const guestWithMyEmail = and(
    isNull(orders.userId),
    sql`lower(${orders.email}) = ${owner.email.trim().toLowerCase()}`,
  )!;
  return or(placedSignedIn, guestWithMyEmail)!;
}
