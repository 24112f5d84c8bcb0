"use client";

import { AlertTriangleIcon, Loader2Icon } from "lucide-react";
import { useTranslations } from "next-intl";
import type { Quote } from "../quote-request";
import { priceInCurrency } from "@/modules/money";
import { useMoney } from "@/modules/money/components/money-provider";
import { FreeShippingNote } from "./free-shipping-note";
import { PaymentFeeNote } from "./payment-fee-note";
import type { QuoteState } from "./use-quote";

/**
 * The price calculator's four states (docs/product-rules.md#quotes): idle, loading, quote, error with an
 * estimate. `unit` is what one unit is ("box of 250 cards"): every price names it (docs/product-rules.md#units).
 */
export function QuotePanel({ state, quantity, unit }: { state: QuoteState; quantity: number; unit: string }) {
  const t = useTranslations("quote");
  return (
    <section
      aria-labelledby="quote-title"
      aria-live="polite"
      aria-busy={state.status === "loading"}
      className="grid gap-3 rounded-[var(--radius-lg)] border border-border bg-muted/40 p-4"
      data-testid="quote"
      data-status={state.status}
    >
      <h2 id="quote-title" className="font-semibold">
        {t("title")}
      </h2>
      {state.status === "idle" ? <p className="text-sm text-muted-foreground">{t("idle")}</p> : null}
      {state.status === "loading" ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Loader2Icon className="size-4 animate-spin motion-reduce:animate-none" aria-hidden />
          {t("loading")}
        </p>
      ) : null}
      {state.status === "error" ? (
        <div className="flex gap-2 rounded-[var(--radius)] bg-warning/20 p-3 text-sm" role="alert">
          <AlertTriangleIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
          <div>
            <p className="font-medium">{state.message || t("errorTitle")}</p>
            <p className="text-muted-foreground">{t("estimated")}</p>
          </div>
        </div>
      ) : null}
      {state.status === "ready" ? <QuoteFigures quote={state.quote} quantity={quantity} unit={unit} /> : null}
      {state.status === "error" && state.estimate ? (
        <QuoteFigures quote={state.estimate} quantity={quantity} unit={unit} />
      ) : null}
    </section>
  );
}

function QuoteFigures({ quote, quantity, unit }: { quote: Quote; quantity: number; unit: string }) {
  const t = useTranslations("quote");
  const formatMoney = useMoney();
  // The checkout's arithmetic in the visitor's currency: unit converted, × quantity, + shipping.
  const lines = [{ unitPriceUsd: quote.unitPrice, quantity }];
  const amounts = priceInCurrency(
    { lines, shippingUsd: quote.shippingCost },
    formatMoney.currency,
    formatMoney.rates,
  );
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
      <dt>
        {t("unitPrice", { unit })}
        {quote.percentOff > 0 ? (
          <span className="text-muted-foreground"> ({t("volumePrice", { percent: quote.percentOff })})</span>
        ) : null}
      </dt>
      <dd className="text-right tabular-nums" data-testid="quote-unit">
        {formatMoney.minor(amounts.lines[0]!.unitPrice)}
      </dd>
      <dt>
        {t("subtotal")} <span className="text-muted-foreground">({t("quantityOf", { quantity, unit })})</span>
      </dt>
      <dd className="text-right tabular-nums" data-testid="quote-subtotal">
        {formatMoney.minor(amounts.subtotal)}
      </dd>
      <dt>{t("shipping")}</dt>
      <dd className="text-right tabular-nums" data-testid="quote-shipping">
        {amounts.shipping === 0 ? t("free") : formatMoney.minor(amounts.shipping)}
      </dd>
      <dt className="border-t border-border pt-2 text-base font-semibold">{t("total")}</dt>
      <dd
        className="border-t border-border pt-2 text-right text-base font-bold tabular-nums"
        data-testid="quote-total"
      >
        {formatMoney.minor(amounts.total)}
      </dd>
      <dd className="col-span-2 text-muted-foreground">
        {t("delivery", { min: quote.estimatedDelivery.minDays, max: quote.estimatedDelivery.maxDays })}
      </dd>
      <dd className="col-span-2">
        <FreeShippingNote lines={lines} />
        <PaymentFeeNote className="mt-1" />
      </dd>
    </dl>
  );
}
