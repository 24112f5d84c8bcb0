"use client";

import { TruckIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/cn";
import { chargeStep, convertUsdCents } from "@/modules/money";
import { useMoney } from "@/modules/money/components/money-provider";
import { freeShippingProgress } from "../shop-terms";
import { useShopTerms } from "./shop-terms-provider";

/**
 * "This order ships free" or "Add ฿X more to ship free (orders from ฿Y)", in the visitor's
 * currency, for a USD subtotal after price breaks (docs/product-rules.md#shop-terms). Renders
 * nothing when the shop offers no free shipping.
 */
export function FreeShippingNote({ subtotalUsd, className }: { subtotalUsd: number; className?: string }) {
  const t = useTranslations("shopTerms");
  const formatMoney = useMoney();
  const progress = freeShippingProgress(subtotalUsd, useShopTerms());
  if (progress.kind === "none") return null;
  const { currency, rates } = formatMoney;
  // Never "add ฿0 more": a remainder that rounds away still asks for the smallest step.
  const remaining =
    progress.kind === "remaining"
      ? formatMoney.minor(
          Math.max(convertUsdCents(progress.remaining, currency, rates), chargeStep[currency]),
        )
      : "";
  return (
    <p
      className={cn("flex items-start gap-2 text-sm", className)}
      data-testid="free-shipping-note"
      data-free={progress.kind === "free"}
    >
      <TruckIcon
        className={cn(
          "mt-0.5 size-4 shrink-0",
          progress.kind === "free" ? "text-success" : "text-muted-foreground",
        )}
        aria-hidden
      />
      {progress.kind === "free"
        ? t("shipsFree")
        : t("freeShippingRemaining", { amount: remaining, threshold: formatMoney(progress.threshold) })}
    </p>
  );
}
