import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { OptionSelection } from "@/modules/catalog";
import { withinProductRange } from "@/modules/catalog/server";
import type { Database, Executor } from "@/server/db";
import { preparedQuery } from "@/server/db/prepared";
import { lockUploads } from "@/modules/uploads/server";
import { type CartLineFile, cartLines, carts } from "@/server/db/schema/cart";
import { cartLineMergeKey } from "./merge-key";

export type StoredCartLine = typeof cartLines.$inferSelect;

export async function createCart(database: Database): Promise<string> {
  const [row] = await database.insert(carts).values({}).returning({ id: carts.id });
  return row!.id;
}

type NewLine = { productId: number; options: OptionSelection; files: CartLineFile[]; quantity: number };

/**
 * Adds a line, or raises the quantity of the identical line in one statement, so two quick clicks
 * can't make two lines. Quantities stay within the product's own range (withinProductRange). The line's uploads are
 * locked while it is written, so the unused-upload cleanup never deletes one under it; false (and no
 * line) when one of them no longer exists.
 */
export async function addCartLine(database: Database, cartId: string, line: NewLine): Promise<boolean> {
  const mergeKey = cartLineMergeKey(line.productId, line.options, line.files);
  const uploadIds = [...new Set(line.files.map((file) => file.uploadId))];
  return database.transaction(async (tx) => {
    if (!(await lockUploads(tx, uploadIds))) return false;
    await tx
      .insert(cartLines)
      .values({ cartId, mergeKey, ...line })
      .onConflictDoUpdate({
        target: [cartLines.cartId, cartLines.mergeKey],
        set: {
          quantity: withinProductRange(
            sql`${cartLines.quantity} + excluded.quantity`,
            sql`excluded.product_id`,
          ),
        },
      });
    await touch(tx, cartId);
    return true;
  });
}

/**
 * Quantity ≤ 0 removes the line (docs/product-rules.md#cart); any other is kept within the product's
 * range, so the line prices at a quantity the product is sold in.
 */
export async function setCartLineQuantity(
  database: Database,
  cartId: string,
  lineId: string,
  quantity: number,
) {
  if (quantity <= 0) return removeCartLines(database, cartId, [lineId]);
  await database
    .update(cartLines)
    .set({ quantity: withinProductRange(sql`${quantity}::integer`, cartLines.productId) })
    .where(and(eq(cartLines.cartId, cartId), eq(cartLines.id, lineId)));
  await touch(database, cartId);
}

export async function removeCartLines(database: Database, cartId: string, lineIds: string[]): Promise<void> {
  if (lineIds.length === 0) return;
  await database.delete(cartLines).where(and(eq(cartLines.cartId, cartId), inArray(cartLines.id, lineIds)));
  await touch(database, cartId);
}

// Read by every cart view and twice per checkout: prepared once (src/server/db/prepared.ts).
const cartLinesOf = preparedQuery((database) =>
  database
    .select()
    .from(cartLines)
    .where(eq(cartLines.cartId, sql.placeholder("cartId")))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id))
    .prepare("cart_lines_of_cart"),
);

export function readCartLines(database: Database, cartId: string): Promise<StoredCartLine[]> {
  return cartLinesOf(database).execute({ cartId });
}

async function touch(database: Executor, cartId: string): Promise<void> {
  await database.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cartId));
}
