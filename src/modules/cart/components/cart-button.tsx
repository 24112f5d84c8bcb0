"use client";

import { ShoppingCartIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { cartBadgeText } from "../badge-count";
import { CartDrawerBody } from "./cart-drawer-body";
import { useCart } from "./cart-provider";

/** Header cart button with its item-count badge (99+) and the cart drawer. */
export function CartButton() {
  const t = useTranslations("cart");
  const { cart, open, setOpen } = useCart();
  const count = cart?.itemCount ?? 0;
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="relative" aria-label={t("open", { count })}>
          <ShoppingCartIcon aria-hidden />
          {count > 0 ? (
            <span
              data-testid="cart-count"
              className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-accent px-1 text-center text-[11px] leading-5 font-semibold text-accent-foreground"
            >
              {cartBadgeText(count)}
            </span>
          ) : null}
        </Button>
      </SheetTrigger>
      <SheetContent closeLabel={t("close")} className="max-w-md p-0 sm:p-0">
        <SheetTitle className="px-6 pt-6">{t("title")}</SheetTitle>
        <CartDrawerBody cart={cart} />
      </SheetContent>
    </Sheet>
  );
}
