"use client";

import { RotateCwIcon, TruckIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { translateOr } from "@/modules/i18n";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useMoney } from "@/modules/money/components/money-provider";
import type { PricedLine } from "@/modules/pricing";
import { FreeShippingNote } from "@/modules/pricing/components/free-shipping-note";
import { ChoiceCard } from "./choice-card";
import { useErrorText } from "./use-error-text";
import type { ShippingOption, ShippingOptionsState } from "./use-shipping-options";

type Props = {
  state: ShippingOptionsState;
  /** The cart's lines (tier unit prices in USD cents): how far they are from free shipping. */
  lines: readonly PricedLine[];
  level: string;
  error?: string;
  onSelect: (level: string) => void;
  onRetry: () => void;
};

const ERROR_ID = "checkout-shippingLevel-error";

/** Step 2: one radio card per level the cart can ship with, priced for the whole cart. */
export function ShippingStep({ state, lines, level, error, onSelect, onRetry }: Props) {
  const t = useTranslations("checkout.shippingStep");
  const tShipping = useTranslations("shipping");
  const errorText = useErrorText()(error);

  if (state.status === "loading") {
    return (
      <div className="grid gap-3" aria-busy="true">
        <p role="status" className="text-sm text-muted-foreground">
          {t("loading")}
        </p>
        <Skeleton className="h-18" />
        <Skeleton className="h-18" />
        <Skeleton className="h-18" />
      </div>
    );
  }
  if (state.status === "failed") {
    return (
      <div
        role="alert"
        className="grid justify-items-start gap-3 rounded-[var(--radius-lg)] bg-destructive/10 p-4"
      >
        <p className="font-medium">{t("failed")}</p>
        <p className="text-sm text-muted-foreground">{t("failedHint")}</p>
        <Button type="button" variant="outline" onClick={onRetry}>
          <RotateCwIcon aria-hidden />
          {t("retry")}
        </Button>
      </div>
    );
  }
  if (state.options.length === 0) {
    return (
      <p role="status" className="flex items-center gap-2 rounded-[var(--radius-lg)] bg-muted p-4">
        <TruckIcon className="size-5 shrink-0 text-muted-foreground" aria-hidden />
        {tShipping("noOptions")}
      </p>
    );
  }
  return (
    <fieldset className="grid gap-3">
      <legend className="sr-only">{t("legend")}</legend>
      <FreeShippingNote lines={lines} />
      {state.options.map((option) => (
        <ChoiceCard
          key={option.level}
          name="shippingLevel"
          value={option.level}
          checked={option.level === level}
          onSelect={() => onSelect(option.level)}
          title={translateOr(tShipping, `levels.${option.level}`, option.level)}
          description={<DeliveryDays option={option} />}
          aside={<ShippingPrice cost={option.cost} />}
          describedBy={errorText ? ERROR_ID : undefined}
        />
      ))}
      {errorText ? (
        <p id={ERROR_ID} className="text-sm text-destructive" role="alert">
          {errorText}
        </p>
      ) : null}
    </fieldset>
  );
}

function DeliveryDays({ option }: { option: ShippingOption }) {
  const t = useTranslations("checkout.shippingStep");
  return option.minDays === option.maxDays
    ? t("daysExact", { days: option.maxDays })
    : t("days", { min: option.minDays, max: option.maxDays });
}

export function ShippingPrice({ cost }: { cost: number }) {
  const t = useTranslations("checkout.summary");
  const formatMoney = useMoney();
  return cost === 0 ? t("free") : formatMoney(cost);
}
