import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database, Executor } from "@/server/db";
import { preparedQuery } from "@/server/db/prepared";
import { cartLines, carts } from "@/server/db/schema/cart";
import { moveCartDesigns } from "@/modules/print-design/server";
import { moveCartUploads } from "@/modules/uploads/server";
import { withinProductRange } from "@/modules/catalog/server";

/**
 * The account's cart after taking in the guest cart of this browser (docs/product-rules.md#cart): the
 * guest cart becomes the account's when the account has none (claimed, same id, so an order already
 * made from it still finds it), else its lines are added to the account's (the same line twice, by
 * merge key, adds the quantities, capped as the cart caps them), its uploads and designs become
 * the account cart's, and the guest cart is deleted.
 * Only a cart that belongs to nobody is taken: a cookie that points at another account's cart (a
 * shared computer) is never merged. Undefined when the account has no cart and there was none to claim.
 */
export async function adoptGuestCart(
  database: Database,
  userId: string,
  guestCartId: string | undefined,
): Promise<string | undefined> {
  // Most requests: no guest cart in this browser (or it is already the account's). No transaction.
  if (!guestCartId || !(await isGuestCart(database, guestCartId))) return accountCartId(database, userId);
  return database.transaction(async (tx) => {
    // Two tabs or browsers of one account signing in at once take turns, so both never claim.
    await lockAccountCarts(tx, userId);
    const account = await accountCartId(tx, userId);
    const [guest] = await tx
      .select({ id: carts.id })
      .from(carts)
      .where(and(eq(carts.id, guestCartId), isNull(carts.userId)))
      .for("update");
    if (!guest) return account;
    if (!account) {
      await tx.update(carts).set({ userId, updatedAt: new Date() }).where(eq(carts.id, guest.id));
      return guest.id;
    }
    await tx.execute(sql`
      insert into ${cartLines} (cart_id, product_id, options, files, quantity, merge_key, created_at)
      select ${account}, product_id, options, files, quantity, merge_key, created_at
      from ${cartLines} where cart_id = ${guest.id}
      on conflict (cart_id, merge_key) do update
      set quantity = ${withinProductRange(sql`${cartLines.quantity} + excluded.quantity`, sql`excluded.product_id`)}`);
    // The guest's files stay usable by the same visitor, now signed in.
    await moveCartUploads(tx, guest.id, account);
    await moveCartDesigns(tx, guest.id, account);
    await tx.delete(carts).where(eq(carts.id, guest.id));
    await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, account));
    return account;
  });
}

/** The account's cart, made now if it has none (the first add of a signed-in customer). */
export async function ensureAccountCart(database: Database, userId: string): Promise<string> {
  await database.insert(carts).values({ userId }).onConflictDoNothing({ target: carts.userId });
  const id = await accountCartId(database, userId);
  if (!id) throw new Error("account cart missing right after insert");
  return id;
}

async function accountCartId(database: Executor, userId: string): Promise<string | undefined> {
  const [row] = await database.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  return row?.id;
}

/** A cart that belongs to no account: the only kind a signed-out visitor's cookie may open. */
// Asked on every request that reads a guest's cart (pages, the cart API, Place Order): prepared once.
const guestCart = preparedQuery((database) =>
  database
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.id, sql.placeholder("cartId")), isNull(carts.userId)))
    .prepare("guest_cart"),
);

export async function isGuestCart(database: Database, cartId: string): Promise<boolean> {
  return (await guestCart(database).execute({ cartId })).length > 0;
}

async function lockAccountCarts(tx: Executor, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`printgo:cart:${userId}`}))`);
}
