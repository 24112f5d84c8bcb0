"use client";

import { ShoppingCartIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import { cartBadgeText } from "../badge-count";
import { useCart } from "./cart-provider";

/** The header's cart button with its item-count badge (99+): the same for the stand-in and the drawer's trigger. */
export function CartButtonFace(props: ComponentProps<"button">) {
  const t = useTranslations("cart");
  const count = useCart().cart?.itemCount ?? 0;
  return (
    <Button variant="ghost" size="icon" className="relative" aria-label={t("open", { count })} {...props}>
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
  );
}
