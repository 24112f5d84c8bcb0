import type { Currency } from "@/modules/i18n";
import type { Locale } from "@/modules/i18n";

/** Units of each currency per US dollar: display conversion only, amounts stay in USD cents. */
export type ExchangeRates = Record<Currency, number>;

export const defaultExchangeRates: ExchangeRates = { USD: 1, THB: 34.5, EUR: 0.92, GBP: 0.79 };

const intlLocale: Record<Locale, string> = { en: "en-US", th: "th-TH" };

/** USD cents → minor units of `currency`, rounded half away from zero to a whole minor unit. */
export function convertUsdCents(usdCents: number, currency: Currency, rates: ExchangeRates): number {
  return Math.round(usdCents * rates[currency]);
}

/** "$24.99", "฿862.16", "€22.99", "£19.74": narrow symbols and two decimals in both languages. */
export function formatMinorUnits(minorUnits: number, currency: Currency, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale[locale], {
    style: "currency",
    currency,
    currencyDisplay: "narrowSymbol",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(minorUnits / 100);
}

export type MoneyFormatter = (usdCents: number) => string;

/** One formatter per request: shows a USD-cent amount in the visitor's currency and language. */
export function createMoneyFormatter(
  locale: Locale,
  currency: Currency,
  rates: ExchangeRates,
): MoneyFormatter {
  return (usdCents) => formatMinorUnits(convertUsdCents(usdCents, currency, rates), currency, locale);
}
