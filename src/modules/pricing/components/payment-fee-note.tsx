"use client";

import { useLocale, useTranslations } from "next-intl";
import { cn } from "@/lib/cn";
import { useMoney } from "@/modules/money/components/money-provider";
import { hasPaymentFees, type FeeRule } from "../shop-terms";
import { useShopTerms } from "./shop-terms-provider";

/**
 * Discloses the payment fees wherever a total is shown before checkout (docs/product-rules.md#fees):
 * "A payment fee applies at checkout: card 2.9% + ฿10, PayPal 3.4% + ฿10", fixed parts in the
 * visitor's currency. Renders nothing when both fees are 0.
 */
export function PaymentFeeNote({ className }: { className?: string }) {
  const t = useTranslations("shopTerms");
  const { fees } = useShopTerms();
  const describe = useFeeRuleText();
  if (!hasPaymentFees(fees)) return null;
  return (
    <p className={cn("text-xs text-muted-foreground", className)} data-testid="payment-fee-note">
      {t("feesApply", { card: describe(fees.card), paypal: describe(fees.paypal) })}
    </p>
  );
}

/** "2.9% + ฿10", "2.9%", "฿10" or "no fee": one fee rule in the visitor's language and currency. */
export function useFeeRuleText(): (rule: FeeRule) => string {
  const t = useTranslations("shopTerms");
  const formatMoney = useMoney();
  const percent = new Intl.NumberFormat(useLocale(), { style: "percent", maximumFractionDigits: 2 });
  return (rule) => {
    if (rule.rate > 0 && rule.fixed > 0)
      return t("feeRule", { percent: percent.format(rule.rate), fixed: formatMoney(rule.fixed) });
    if (rule.rate > 0) return percent.format(rule.rate);
    if (rule.fixed > 0) return formatMoney(rule.fixed);
    return t("noFee");
  };
}
