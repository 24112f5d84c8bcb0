import { intlLocale, type Currency, type Locale } from "@/modules/i18n";

/**
 * Units of each currency per US dollar. The catalog and shipping are priced in USD cents; pages and
 * orders convert with these rates (docs/product-rules.md#currency). An order locks the rate it used.
 */
export type ExchangeRates = Record<Currency, number>;

export const defaultExchangeRates: ExchangeRates = { USD: 1, THB: 34.5, EUR: 0.92, GBP: 0.79 };

/**
 * The smallest step the shop shows and charges in each currency, in minor units: a cent for USD, EUR
 * and GBP, a whole baht (100 satang) for THB. Amounts are still stored and sent to Stripe in minor
 * units (THB has two decimals at Stripe), always a multiple of the step.
 */
export const chargeStep: Record<Currency, number> = { USD: 1, EUR: 1, GBP: 1, THB: 100 };

/**
 * The one rounding rule (docs/product-rules.md#currency): half up to the currency's step. The
 * amount is first cut to 6 decimals so that float noise (68965.49999…) can't flip a half.
 */
export function roundToStep(minorUnits: number, currency: Currency): number {
  const step = chargeStep[currency];
  const exact = Number((minorUnits / step).toFixed(6));
  return Math.floor(exact + 0.5) * step;
}

/**
 * USD cents → minor units of `currency` at `rates`, rounded by `roundToStep` (THB: half up to a whole
 * baht). The same function prices what a page shows and what an order charges.
 */
export function convertUsdCents(usdCents: number, currency: Currency, rates: ExchangeRates): number {
  return roundToStep(usdCents * rates[currency], currency);
}

/**
 * "$24.99", "฿862", "€22.99", "£19.74": narrow symbols in both languages, two decimals, except whole
 * baht, which show none (a THB amount that is not whole, which the shop never makes, keeps its satang).
 */
export function formatMinorUnits(minorUnits: number, currency: Currency, locale: Locale): string {
  const step = chargeStep[currency];
  const digits = step === 100 && minorUnits % 100 === 0 ? 0 : 2;
  return new Intl.NumberFormat(intlLocale(locale), {
    style: "currency",
    currency,
    currencyDisplay: "narrowSymbol",
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(minorUnits / 100);
}

/** A payment fee: `rate` of subtotal + shipping, plus `fixed` USD cents (pricing/shop-terms). */
export type FeeRule = { rate: number; fixed: number };

/** What an order costs in one currency, every amount in that currency's minor units. */
export type CurrencyAmounts = {
  currency: Currency;
  /** Units of `currency` per USD: the rate these amounts were converted with. */
  exchangeRate: number;
  lines: { unitPrice: number; quantity: number; lineTotal: number }[];
  subtotal: number;
  shipping: number;
  fee: number;
  total: number;
  /** The total in USD cents at `exchangeRate` (the total itself for USD): what revenue figures add up. */
  totalUsd: number;
};

/**
 * The one price arithmetic for anything shown before checkout and everything an order charges
 * (docs/product-rules.md#currency): each unit price converted, line = unit × quantity, subtotal = sum
 * of lines, shipping converted, fee = rate × (subtotal + shipping) rounded to the step + the fixed
 * part converted, total = subtotal + shipping + fee. Inputs are USD cents; free shipping and price
 * breaks are decided before (in USD), so `shippingUsd` is already 0 for an order that ships free.
 */
export function priceInCurrency(
  input: { lines: { unitPriceUsd: number; quantity: number }[]; shippingUsd: number; fee?: FeeRule },
  currency: Currency,
  rates: ExchangeRates,
): CurrencyAmounts {
  const convert = (usdCents: number) => convertUsdCents(usdCents, currency, rates);
  const lines = input.lines.map(({ unitPriceUsd, quantity }) => {
    const unitPrice = convert(unitPriceUsd);
    return { unitPrice, quantity, lineTotal: unitPrice * quantity };
  });
  const subtotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  const shipping = convert(input.shippingUsd);
  const fee = input.fee
    ? roundToStep((subtotal + shipping) * input.fee.rate, currency) + convert(input.fee.fixed)
    : 0;
  const total = subtotal + shipping + fee;
  const exchangeRate = rates[currency];
  const totalUsd = currency === "USD" ? total : Math.round(total / exchangeRate);
  return { currency, exchangeRate, lines, subtotal, shipping, fee, total, totalUsd };
}

/**
 * Formats USD-cent amounts in one currency and language. Callable for a single amount
 * (`format(1999)`); `minor` formats amounts already in the currency (from `priceInCurrency`), and
 * `currency`/`rates` let a component price a whole basket with `priceInCurrency`.
 */
export type MoneyFormatter = ((usdCents: number) => string) & {
  currency: Currency;
  rates: ExchangeRates;
  minor: (minorUnits: number) => string;
  /** A line's total as orders charge it: the unit price converted, then × quantity. */
  line: (unitPriceUsd: number, quantity: number) => string;
};

/** One formatter per request: shows a USD-cent amount in the visitor's currency and language. */
export function createMoneyFormatter(
  locale: Locale,
  currency: Currency,
  rates: ExchangeRates,
): MoneyFormatter {
  const minor = (minorUnits: number) => formatMinorUnits(minorUnits, currency, locale);
  const format = (usdCents: number) => minor(convertUsdCents(usdCents, currency, rates));
  const line = (unitPriceUsd: number, quantity: number) =>
    minor(convertUsdCents(unitPriceUsd, currency, rates) * quantity);
  return Object.assign(format, { currency, rates, minor, line });
}
