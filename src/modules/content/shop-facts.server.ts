import "server-only";
import { createTranslator } from "next-intl";
import { getMessages } from "next-intl/server";
import { getCatalog } from "@/modules/catalog/server";
import {
  CALENDAR_DAY_TIME_ZONE,
  currencies,
  formatDate,
  intlLocale,
  locales,
  type Locale,
} from "@/modules/i18n";
import { moneySlot } from "@/modules/money/components/money-text";
import { CUSTOMER_CANCEL_WINDOW_MS } from "@/modules/orders/server";
import type { FeeRule, ShopTerms } from "@/modules/pricing";
import { getShopTerms } from "@/modules/pricing/server";
import {
  PRODUCTION_DAYS,
  deliveryEstimate,
  isTrackedLevel,
  transitDays,
  type ShippingCountry,
  type ShippingLevel,
} from "@/modules/shipping";
import { shippingCountries, shippingLevels } from "@/modules/shipping/server";
import { SUPPORT_HOURS } from "@/modules/support";
import { supportAddress } from "@/modules/support/server";
import type { ShopFacts } from "./shop-facts";

type Translate = {
  (key: string, values?: Record<string, string | number>): string;
  has(key: string): boolean;
};

/** What the facts are made of: each from the code that enforces it. */
export type ShopFactSources = {
  locale: Locale;
  terms: ShopTerms;
  /** Amounts in text: `moneySlot` on pages (MoneyText shows the visitor's currency), a real formatter in tests. */
  formatMoney: (usdCents: number) => string;
  countries: readonly ShippingCountry[];
  levels: readonly ShippingLevel[];
  productCount: number;
  /** Each product's price breaks (the catalog): the first quantity that gets a discount. */
  priceBreaks: readonly (readonly { minQuantity: number }[])[];
  supportEmail: string;
  /** The `shipping` messages of `locale` (level names, the level line). */
  shippingMessages: Record<string, unknown>;
};

/**
 * Every figure the content pages state, read from the code that enforces it (docs/product-rules.md#promises):
 * the free-shipping threshold and payment fees (shop terms), production and delivery days and the
 * levels (shipping), the countries we ship to (the shipping source in force), the cancellation window
 * (orders), the catalog's size and the support address. Amounts are money slots, shown in the
 * visitor's currency by MoneyText in the browser (pages are prerendered for everybody). A fact
 * the shop doesn't promise (no free shipping) is absent, and texts that name it are left out.
 */
export async function loadShopFacts(locale: Locale): Promise<ShopFacts> {
  const [terms, countries, levels, catalog, supportEmail, messages] = await Promise.all([
    getShopTerms(),
    shippingCountries(),
    shippingLevels(),
    getCatalog(),
    supportAddress(),
    getMessages({ locale }),
  ]);
  return composeShopFacts({
    locale,
    terms,
    formatMoney: moneySlot,
    countries,
    levels,
    productCount: catalog.products.length,
    priceBreaks: catalog.products.map((product) => product.priceBreaks),
    supportEmail,
    shippingMessages: (messages as { shipping: Record<string, unknown> }).shipping,
  });
}

/** The facts from their sources (pure: shop-facts.test.ts builds them from the real sources). */
export function composeShopFacts(sources: ShopFactSources): ShopFacts {
  const { locale, terms, formatMoney, countries, levels } = sources;
  // The level names and the level line, in the page's language (messages are untyped here).
  const t = createTranslator({
    locale,
    messages: { shipping: sources.shippingMessages },
    namespace: "shipping",
  }) as unknown as Translate;
  const percent = new Intl.NumberFormat(intlLocale(locale), {
    style: "percent",
    maximumFractionDigits: 2,
  });
  const fee = (rule: FeeRule) =>
    [rule.rate > 0 ? percent.format(rule.rate) : "", rule.fixed > 0 ? formatMoney(rule.fixed) : ""]
      .filter(Boolean)
      .join(" + ") || t("facts.noFee");
  const estimates = levels.map((level) => deliveryEstimate(transitDays(level.id)));
  const levelLines = levels.map((level, index) =>
    t("facts.levelLine", {
      name: t.has(`levels.${level.id}`) ? t(`levels.${level.id}`) : level.id,
      tracked: isTrackedLevel(level.id) ? "yes" : "no",
      min: estimates[index]!.minDays,
      max: estimates[index]!.maxDays,
    }),
  );
  const values: Record<ShopFactName, string | undefined> = {
    freeShippingThreshold:
      terms.freeShippingThreshold === null ? undefined : formatMoney(terms.freeShippingThreshold),
    cardFee: fee(terms.fees.card),
    paypalFee: fee(terms.fees.paypal),
    productionMin: String(PRODUCTION_DAYS.min),
    productionMax: String(PRODUCTION_DAYS.max),
    deliveryMin:
      estimates.length > 0 ? String(Math.min(...estimates.map((days) => days.minDays))) : undefined,
    deliveryMax:
      estimates.length > 0 ? String(Math.max(...estimates.map((days) => days.maxDays))) : undefined,
    countryCount: String(countries.length),
    cancelHours: String(CUSTOMER_CANCEL_WINDOW_MS / 3_600_000),
    productCount: String(sources.productCount),
    languageCount: String(locales.length),
    currencyCount: String(currencies.length),
    // Customers are charged in the currency they choose, any of these (docs/product-rules.md#currency).
    currencyList: new Intl.ListFormat(locale, { type: "disjunction" }).format(currencies),
    firstPriceBreak: firstPriceBreak(sources.priceBreaks),
    supportEmail: sources.supportEmail,
    supportHours: supportHours(locale, t),
  };
  return { values, lists: { shippingLevels: levelLines } };
}

/** The smallest quantity any product's price-break table starts at; none when no product has one. */
function firstPriceBreak(priceBreaks: ShopFactSources["priceBreaks"]): string | undefined {
  const starts = priceBreaks.flatMap((breaks) => breaks.map((tier) => tier.minQuantity));
  return starts.length > 0 ? String(Math.min(...starts)) : undefined;
}

/** "Monday to Friday, 9 AM-6 PM" in the page's language, from the support module's hours. */
function supportHours(locale: Locale, t: Translate): string {
  // Names and clock times only: a fixed week in UTC (4 January 2026 is a Sunday) gives the names.
  const timeZone = CALENDAR_DAY_TIME_ZONE;
  const day = (weekday: number) =>
    formatDate(Date.UTC(2026, 0, 4 + weekday), locale, { weekday: "long", timeZone });
  const time = (hour: number) =>
    formatDate(Date.UTC(2026, 0, 4, hour), locale, {
      hour: "numeric",
      ...(locale === "th" ? { minute: "2-digit" as const } : {}),
      timeZone,
    });
  return t("facts.supportHours", {
    firstDay: day(SUPPORT_HOURS.firstWeekday),
    lastDay: day(SUPPORT_HOURS.lastWeekday),
    opens: time(SUPPORT_HOURS.opensHour),
    closes: time(SUPPORT_HOURS.closesHour),
  });
}

/** The facts a content text may name. */
export const shopFactNames = [
  "freeShippingThreshold",
  "cardFee",
  "paypalFee",
  "productionMin",
  "productionMax",
  "deliveryMin",
  "deliveryMax",
  "countryCount",
  "cancelHours",
  "productCount",
  "languageCount",
  "currencyCount",
  "currencyList",
  "firstPriceBreak",
  "supportEmail",
  "supportHours",
] as const;
type ShopFactName = (typeof shopFactNames)[number];
