"use client";

import { useEffect } from "react";
import { useLoadOnInteraction } from "@/components/ui/load-on-interaction";
import { CartButtonFace } from "./cart-button-face";
import { useCart } from "./cart-provider";

const loadDrawer = () => import("./cart-drawer").then((module) => module.CartDrawer);

/**
 * Header cart button with its item-count badge; the drawer's Radix sheet loads when the visitor
 * reaches for the button, or when something opens the cart ("View cart" on a toast, reorder).
 */
export function CartButton() {
  const { open } = useCart();
  const { Loaded, standIn, triggerRef, load } = useLoadOnInteraction(loadDrawer, "click");
  useEffect(() => {
    if (open) load();
  }, [open, load]);
  if (Loaded) return <Loaded triggerRef={triggerRef} />;
  return <CartButtonFace {...standIn} />;
}
