"use client";

import { useTranslations } from "next-intl";
import { useState, useTransition, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toaster";
import type { Locale } from "@/modules/i18n";
import { useRouter } from "@/modules/i18n/components/navigation";
import { saveExchangeRate } from "../actions";
import { formatShopTimeWithZone } from "@/modules/admin/shared";
import { EDITABLE_CURRENCIES, MAX_RATE, MIN_RATE } from "../exchange-rate-input";

/** One currency's rate as the page hands it over (money's ExchangeRateRow). */
export type ExchangeRateView = { currency: string; perUsd: number; updatedAt: Date | null };

/**
 * The display exchange rates: units of each currency per US dollar, when each was last set, and a
 * field per currency to change it. Prices are stored in USD; these only convert what visitors see.
 */
export function ExchangeRatesCard({ rates, locale }: { rates: ExchangeRateView[]; locale: Locale }) {
  const t = useTranslations("admin.config.rates");
  return (
    <Card>
      <CardContent className="grid gap-4 p-6">
        <div className="grid gap-1">
          <h2 className="text-lg font-semibold">{t("title")}</h2>
          <p className="text-sm text-muted-foreground">{t("description")}</p>
        </div>
        <ul className="divide-y divide-border rounded-[var(--radius)] border border-border">
          {rates.map((rate) => (
            <li key={rate.currency} className="grid gap-2 p-3" data-testid={`exchange-rate-${rate.currency}`}>
              <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
                <span className="font-medium">
                  {t("perUsd", { currency: rate.currency, rate: rate.perUsd })}
                </span>
                <span className="text-muted-foreground">
                  {rate.updatedAt
                    ? t("updated", { when: formatShopTimeWithZone(new Date(rate.updatedAt), locale) })
                    : t("default")}
                </span>
              </div>
              {(EDITABLE_CURRENCIES as string[]).includes(rate.currency) ? (
                <RateForm currency={rate.currency} current={rate.perUsd} />
              ) : (
                <p className="text-xs text-muted-foreground">{t("usdFixed")}</p>
              )}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function RateForm({ currency, current }: { currency: string; current: number }) {
  const t = useTranslations("admin.config.rates");
  const router = useRouter();
  const [value, setValue] = useState(String(current));
  const [error, setError] = useState<string>();
  const [pending, startWork] = useTransition();
  const id = `exchange-rate-input-${currency}`;

  const save = (event: FormEvent) => {
    event.preventDefault();
    startWork(async () => {
      const result = await saveExchangeRate({ currency, perUsd: value }).catch(
        () => ({ ok: false, error: "failed" }) as const,
      );
      if (result.ok) {
        setError(undefined);
        toast.success(t("saved", { currency }));
        router.refresh();
        return;
      }
      if (result.error === "invalidRate" || result.error === "outOfRange" || result.error === "invalid") {
        setError(
          t(result.error === "outOfRange" ? "outOfRange" : "invalidRate", { min: MIN_RATE, max: MAX_RATE }),
        );
      } else if (result.error === "unauthorized") toast.error(t("unauthorized"));
      else toast.error(t("failed"));
    });
  };

  return (
    <form onSubmit={save} className="grid gap-1" noValidate>
      <label htmlFor={id} className="text-sm">
        {t("label", { currency })}
      </label>
      <div className="flex flex-wrap gap-2">
        <Input
          id={id}
          name="perUsd"
          inputMode="decimal"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          maxLength={14}
          autoComplete="off"
          className="max-w-40"
        />
        <Button type="submit" variant="outline" disabled={pending}>
          {t("save")}
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
