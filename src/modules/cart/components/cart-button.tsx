"use client";

import { ShoppingBagIcon, ShoppingCartIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetTitle,
  SheetTrigger,
} from "@/components/ui/sheet";
import { Link } from "@/modules/i18n/navigation";
import { cartBadgeText } from "../badge-count";

/** Header cart button with its drawer. Until the cart exists the drawer shows the empty state. */
export function CartButton({ count }: { count: number }) {
  const t = useTranslations("cart");
  return (
    <Sheet>
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
      <SheetContent closeLabel={t("close")}>
        <SheetTitle>{t("title")}</SheetTitle>
        <div className="flex flex-1 flex-col items-center justify-center gap-3 text-center">
          <ShoppingBagIcon className="size-12 text-muted-foreground" aria-hidden />
          <p className="font-semibold">{t("empty")}</p>
          <SheetDescription>{t("emptyHint")}</SheetDescription>
          <SheetClose asChild>
            <Button asChild className="mt-2">
              <Link href="/products">{t("browse")}</Link>
            </Button>
          </SheetClose>
        </div>
      </SheetContent>
    </Sheet>
  );
}
