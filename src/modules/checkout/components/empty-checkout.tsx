"use client";

import { ShoppingBagIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Link } from "@/modules/i18n/components/navigation";

/** Nothing to pay for: say so and send the shopper to the catalog instead of an empty wizard. */
export function EmptyCheckout() {
  const t = useTranslations("checkout.empty");
  return (
    <div
      className="mx-auto grid max-w-md justify-items-center gap-3 py-16 text-center"
      data-testid="checkout-empty"
    >
      <ShoppingBagIcon className="size-12 text-muted-foreground" aria-hidden />
      <h2 className="text-xl font-semibold">{t("title")}</h2>
      <p className="text-muted-foreground">{t("body")}</p>
      <Button asChild className="mt-2">
        <Link href="/products">{t("action")}</Link>
      </Button>
    </div>
  );
}
