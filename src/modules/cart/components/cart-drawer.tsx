"use client";

import { useTranslations } from "next-intl";
import type { LoadedPopupProps } from "@/components/ui/load-on-interaction";
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { CartButtonFace } from "./cart-button-face";
import { CartDrawerBody } from "./cart-drawer-body";
import { useCart } from "./cart-provider";

/** The cart drawer and its trigger, loaded on the first interaction by `cart-button.tsx`. */
export function CartDrawer({ triggerRef }: LoadedPopupProps) {
  const t = useTranslations("cart");
  const { cart, open, setOpen } = useCart();
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <CartButtonFace ref={triggerRef} />
      </SheetTrigger>
      <SheetContent closeLabel={t("close")} className="max-w-md p-0 sm:p-0">
        <SheetTitle className="px-6 pt-6">{t("title")}</SheetTitle>
        <CartDrawerBody cart={cart} />
      </SheetContent>
    </Sheet>
  );
}
