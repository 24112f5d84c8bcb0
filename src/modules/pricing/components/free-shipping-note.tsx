"use client";

import { TruckIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/cn";
import { useMoney } from "@/modules/money/components/money-provider";
import { freeShippingFigures, type PricedLine } from "../free-shipping-figures";
import { useShopTerms } from "./shop-terms-provider";

/**
 * "This order ships free" or "Add ฿X more to ship free (orders from ฿Y)", in the visitor's currency,
 * for a basket's lines (tier unit prices in USD cents, docs/product-rules.md#shop-terms): the amounts
 * are the threshold shown minus the subtotal the page shows (freeShippingFigures). Renders nothing
 * when the shop offers no free shipping.
 */
export function FreeShippingNote({ lines, className }: { lines: readonly PricedLine[]; className?: string }) {
  const t = useTranslations("shopTerms");
  const formatMoney = useMoney();
  const figures = freeShippingFigures(lines, useShopTerms(), formatMoney.currency, formatMoney.rates);
  if (figures.kind === "none") return null;
  return (
    <p
      className={cn("flex items-start gap-2 text-sm", className)}
      data-testid="free-shipping-note"
      data-free={figures.kind === "free"}
    >
      <TruckIcon
        className={cn(
          "mt-0.5 size-4 shrink-0",
          figures.kind === "free" ? "text-success" : "text-muted-foreground",
        )}
        aria-hidden
      />
      {figures.kind === "free"
        ? t("shipsFree")
        : t("freeShippingRemaining", {
            amount: formatMoney.minor(figures.remaining),
            threshold: formatMoney.minor(figures.threshold),
          })}
    </p>
  );
}
