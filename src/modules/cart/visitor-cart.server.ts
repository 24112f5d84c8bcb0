import "server-only";
import { currentUser } from "@/modules/accounts/server";
import type { Database } from "@/server/db";
import { readCartId, writeCartCookie } from "./cart-cookie.server";
import { adoptGuestCart, ensureAccountCart, isGuestCart } from "./cart-merge.server";
import { createCart } from "./cart-store.server";

/**
 * The cart of whoever is asking. Signed in: the account's cart, in any browser, after taking in this
 * browser's guest cart (cart-merge.server.ts). Signed out: only a guest cart (one that belongs to no
 * account), so after signing out on a shared computer the cookie no longer shows the account's cart.
 * Found by user id or read from the cookie, never written: pages and the /api/cart route call it
 * while rendering, where no cookie can be set.
 */
export async function currentCartId(database: Database): Promise<string | undefined> {
  const [user, cookieCartId] = await Promise.all([currentUser(), readCartId()]);
  if (user) return adoptGuestCart(database, user.id, cookieCartId);
  return cookieCartId && (await isGuestCart(database, cookieCartId)) ? cookieCartId : undefined;
}

/**
 * The cart to add to, made when there is none: the account's (no cookie needed), or a new guest cart
 * remembered in the cookie. Only server actions and the upload route call it, since only they may
 * set cookies (an upload belongs to this cart: see uploads.cart_id).
 */
export async function cartIdForAdding(database: Database): Promise<string> {
  const existing = await currentCartId(database);
  if (existing) return existing;
  const user = await currentUser();
  if (user) return ensureAccountCart(database, user.id);
  const created = await createCart(database);
  await writeCartCookie(created);
  return created;
}
