import "server-only";
import { eq } from "drizzle-orm";
import type { Executor } from "@/server/db";
import { cartLines } from "@/server/db/schema/cart";

/**
 * Removes every line of the cart, in the caller's transaction: the payment webhook hands it to orders,
 * which call it when an order from this cart is paid (orders sit below the cart and can't import it).
 */
export async function emptyCart(executor: Executor, cartId: string): Promise<void> {
  await executor.delete(cartLines).where(eq(cartLines.cartId, cartId));
}
