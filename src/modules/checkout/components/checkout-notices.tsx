"use client";

import { FlaskConicalIcon, InfoIcon } from "lucide-react";
import { useTranslations } from "next-intl";

/** Back from the payment page without paying (cancelled or declined): nothing is lost. */
export function PaymentCancelledNotice() {
  const t = useTranslations("checkout.payment");
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-[var(--radius-lg)] border border-info/30 bg-info/10 p-4 text-sm"
      data-testid="payment-cancelled"
    >
      <InfoIcon className="mt-0.5 size-5 shrink-0 text-info" aria-hidden />
      <p>{t("cancelled")}</p>
    </div>
  );
}

/** While the payment service runs on test keys (or the simulator), say so before anyone pays. */
export function TestPaymentsNotice() {
  const t = useTranslations("checkout.payment");
  return (
    <p
      className="flex items-start gap-3 rounded-[var(--radius-lg)] border border-warning/60 bg-warning/15 p-3 text-sm"
      data-testid="test-payments"
    >
      <FlaskConicalIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
      {t("testNotice")}
    </p>
  );
}
