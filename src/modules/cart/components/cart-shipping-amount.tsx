"use client";

import { useTranslations } from "next-intl";
import { freeShippingProgress } from "@/modules/pricing";
import { useShopTerms } from "@/modules/pricing/components/shop-terms-provider";

/**
 * The drawer's shipping line: "Free" when the cart's USD subtotal reaches the free-shipping threshold
 * (the same rule the note under it and checkout apply), else the price waits for checkout's country
 * and level.
 */
export function CartShippingAmount({ subtotalUsd }: { subtotalUsd: number }) {
  const t = useTranslations("cart");
  const shipsFree = freeShippingProgress(subtotalUsd, useShopTerms()).kind === "free";
  return shipsFree ? t("shippingFree") : t("shippingEstimated");
}
