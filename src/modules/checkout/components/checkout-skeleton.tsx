"use client";

import { useTranslations } from "next-intl";
import { Skeleton } from "@/components/ui/skeleton";
import { CHECKOUT_LAYOUT } from "./checkout-layout";

/** The wizard's shape while the cart loads: steps, a few fields, and the summary's lines. */
export function CheckoutSkeleton() {
  const t = useTranslations("checkout");
  return (
    <div className={CHECKOUT_LAYOUT} aria-busy="true">
      <p className="sr-only" role="status">
        {t("loading")}
      </p>
      <div className="grid gap-6">
        <Skeleton className="h-14" />
        <div className="grid gap-4 rounded-[var(--radius-lg)] border border-border p-4 sm:p-6">
          <Skeleton className="h-7 w-48" />
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
          <div className="grid gap-4 sm:grid-cols-2">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        </div>
      </div>
      <div className="grid content-start gap-3 rounded-[var(--radius-lg)] border border-border p-4 max-lg:order-first sm:p-6">
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-14" />
        <Skeleton className="h-14 max-lg:hidden" />
        <Skeleton className="h-6" />
      </div>
    </div>
  );
}
