"use client";

import { useEffect } from "react";
import { useCart } from "@/modules/cart/components/cart-provider";
import { clearSavedCheckout, sessionStore } from "./checkout-storage";

/**
 * Rendered once an order is paid: forgets the address typed in this tab (the next checkout starts
 * clean) and re-reads the cart, which the payment webhook has just emptied on the server.
 */
export function CheckoutCompleted() {
  const { refresh } = useCart();
  useEffect(() => {
    clearSavedCheckout(sessionStore());
    void refresh();
  }, [refresh]);
  return null;
}
