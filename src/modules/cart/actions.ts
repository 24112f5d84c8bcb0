"use server";

import { getLocale } from "next-intl/server";
import { toLocale, type Locale } from "@/modules/i18n";
import { db } from "@/server/db";
import { requestLogger } from "@/server/http/request-logger";
import { addLineToCurrentCart, type AddLineProblem } from "./add-line.server";
import { removeCartLines, setCartLineQuantity } from "./cart-store.server";
import { buildCartView } from "./cart-view.server";
import { currentCartId } from "./visitor-cart.server";
import { addToCartInput, changeQuantityInput, removeLineInput, type CartView } from "./schema";

export type CartActionResult =
  { ok: true; cart: CartView } | ({ ok: false } & ({ error: "failed" } | AddLineProblem));

async function currentLocale(): Promise<Locale> {
  const locale = await getLocale();
  return toLocale(locale);
}

/**
 * Adds a product with its options and design files; the checks are addLineToCurrentCart's. Nothing
 * about price comes from the browser; the cart is created on first add (a guest's with its cookie; a
 * signed-in customer's belongs to the account: visitor-cart.server.ts).
 */
export async function addToCart(input: unknown): Promise<CartActionResult> {
  const parsed = addToCartInput.safeParse(input);
  if (!parsed.success) return { ok: false, error: "invalid" };
  const locale = await currentLocale();
  try {
    const added = await addLineToCurrentCart(parsed.data, locale);
    if (!added.ok) return added;
    return { ok: true, cart: await buildCartView(db(), added.cartId, locale) };
  } catch (error) {
    (await requestLogger()).error({ err: error }, "add to cart failed");
    return { ok: false, error: "failed" };
  }
}

/** Sets a line's quantity; 0 or less removes it. The drawer's minus button never sends below 1. */
export async function changeCartQuantity(input: unknown): Promise<CartActionResult> {
  const parsed = changeQuantityInput.safeParse(input);
  if (!parsed.success) return { ok: false, error: "invalid" };
  return updateCart((cartId) => setCartLineQuantity(db(), cartId, parsed.data.lineId, parsed.data.quantity));
}

export async function removeFromCart(input: unknown): Promise<CartActionResult> {
  const parsed = removeLineInput.safeParse(input);
  if (!parsed.success) return { ok: false, error: "invalid" };
  return updateCart((cartId) => removeCartLines(db(), cartId, [parsed.data.lineId]));
}

async function updateCart(change: (cartId: string) => Promise<void>): Promise<CartActionResult> {
  const locale = await currentLocale();
  try {
    const cartId = await currentCartId(db());
    if (cartId) await change(cartId);
    return { ok: true, cart: await buildCartView(db(), cartId, locale) };
  } catch (error) {
    (await requestLogger()).error({ err: error }, "cart update failed");
    return { ok: false, error: "failed" };
  }
}
