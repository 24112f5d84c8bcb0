"use client";

import { useCart } from "@/modules/cart/components/cart-provider";
import type { CartView } from "@/modules/cart";

/** The cart the summary shows, and a way to re-read it after the server said it changed. */
export function useCheckoutCart(): { cart: CartView | undefined; refresh: () => Promise<void> } {
  const { cart, refresh } = useCart();
  return { cart, refresh };
}
