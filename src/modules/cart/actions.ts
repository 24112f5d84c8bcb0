"use server";

import { getLocale } from "next-intl/server";
import { toLocale, type Locale } from "@/modules/i18n";
import { anyone, defineAction } from "@/server/actions";
import { db } from "@/server/db";
import { addLineToCurrentCart, type AddLineProblem } from "./add-line.server";
import { removeCartLines, setCartLineQuantity } from "./cart-store.server";
import { buildCartView } from "./cart-view.server";
import { currentCartId } from "./visitor-cart.server";
import { addToCartInput, changeQuantityInput, removeLineInput, type CartView } from "./schema";

export type CartActionResult =
  { ok: true; cart: CartView } | ({ ok: false } & ({ error: "failed" | "invalidQuantity" } | AddLineProblem));

async function currentLocale(): Promise<Locale> {
  const locale = await getLocale();
  return toLocale(locale);
}

/**
 * Adds a product with its options and design files; the checks are addLineToCurrentCart's. Nothing
 * about price comes from the browser; the cart is created on first add (a guest's with its cookie; a
 * signed-in customer's belongs to the account: visitor-cart.server.ts).
 */
export const addToCart = defineAction(
  { access: anyone("guests have carts too"), input: addToCartInput, failed: "add to cart failed" },
  async (input): Promise<CartActionResult> => {
    const locale = await currentLocale();
    const added = await addLineToCurrentCart(input, locale);
    if (!added.ok) return added;
    return { ok: true, cart: await buildCartView(db(), added.cartId, locale) };
  },
);

/** Sets a line's quantity; 0 or less removes it. The drawer's minus button never sends below 1. */
export const changeCartQuantity = defineAction(
  {
    access: anyone("only the caller's own cart"),
    input: changeQuantityInput,
    invalid: (error) => {
      const quantityRefused = error.issues.some((issue) => issue.path[0] === "quantity");
      return { ok: false, error: quantityRefused ? "invalidQuantity" : "invalid" };
    },
    failed: "cart update failed",
  },
  async ({ lineId, quantity }) => updateCart((cartId) => setCartLineQuantity(db(), cartId, lineId, quantity)),
);

export const removeFromCart = defineAction(
  { access: anyone("only the caller's own cart"), input: removeLineInput, failed: "cart update failed" },
  async ({ lineId }) => updateCart((cartId) => removeCartLines(db(), cartId, [lineId])),
);

/** The visitor's cart after `change` (no cart yet: nothing to change, the empty view). */
async function updateCart(change: (cartId: string) => Promise<void>): Promise<CartActionResult> {
  const locale = await currentLocale();
  const cartId = await currentCartId(db());
  if (cartId) await change(cartId);
  return { ok: true, cart: await buildCartView(db(), cartId, locale) };
}
