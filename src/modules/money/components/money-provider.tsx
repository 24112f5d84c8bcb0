"use client";

import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { Currency, Locale } from "@/modules/i18n";
import { createMoneyFormatter, type ExchangeRates, type MoneyFormatter } from "../money";

const MoneyContext = createContext<MoneyFormatter | null>(null);

type Props = { locale: Locale; currency: Currency; rates: ExchangeRates; children: ReactNode };

/** Gives client components the same formatter the server used, so prices never change on hydration. */
export function MoneyProvider({ locale, currency, rates, children }: Props) {
  const format = useMemo(() => createMoneyFormatter(locale, currency, rates), [locale, currency, rates]);
  return <MoneyContext.Provider value={format}>{children}</MoneyContext.Provider>;
}

export function useMoney(): MoneyFormatter {
  const format = useContext(MoneyContext);
  if (!format) throw new Error("useMoney() needs a <MoneyProvider> above it");
  return format;
}
