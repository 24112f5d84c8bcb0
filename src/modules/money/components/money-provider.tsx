"use client";

import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { Currency, Locale } from "@/modules/i18n";
import { useVisitorSettings } from "@/modules/i18n/components/visitor-settings";
import { createMoneyFormatter, type ExchangeRates, type MoneyFormatter } from "../money";

const MoneyContext = createContext<MoneyFormatter | null>(null);

type Props = {
  locale: Locale;
  rates: ExchangeRates;
  /** A page rendered per request that knows the currency it will charge in (checkout) passes it. */
  currency?: Currency;
  children: ReactNode;
};

/**
 * Formats prices in the visitor's display currency at the day's rates. Pages are prerendered for
 * everybody, so the currency comes from the browser (useVisitorSettings): the language's default
 * while hydrating, then the visitor's choice (docs/architecture.md#prerendered-pages).
 */
export function MoneyProvider({ locale, rates, currency: chargeCurrency, children }: Props) {
  const visitor = useVisitorSettings();
  const currency = chargeCurrency ?? visitor.currency;
  const format = useMemo(() => createMoneyFormatter(locale, currency, rates), [locale, currency, rates]);
  return <MoneyContext.Provider value={format}>{children}</MoneyContext.Provider>;
}

export function useMoney(): MoneyFormatter {
  const format = useContext(MoneyContext);
  if (!format) throw new Error("useMoney() needs a <MoneyProvider> above it");
  return format;
}
