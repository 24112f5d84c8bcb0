import "server-only";
import { getTranslations } from "next-intl/server";
import { getMoneyFormatter } from "@/modules/money/server";
import { getShopTerms } from "@/modules/pricing/server";
import type { FeeRule } from "@/modules/pricing";
import { PRODUCTION_DAYS, deliveryEstimate, isTrackedLevel, transitDays } from "@/modules/shipping";
import { shippingCountries, shippingLevels } from "@/modules/shipping/server";
import { CUSTOMER_CANCEL_WINDOW_MS } from "@/modules/orders/server";
import { currencies, locales, type Locale } from "@/modules/i18n";
import { supportAddress } from "@/modules/support/server";
import { getCatalog } from "@/modules/catalog/server";
import type { ShopFacts } from "./shop-facts";

/**
 * Every figure the content pages state, read from the code that enforces it (docs/product-rules.md#promises):
 * the free-shipping threshold and payment fees (shop terms), production and delivery days and the
 * levels (shipping), the countries we ship to (the shipping source in force), the cancellation window
 * (orders) and the catalogue's size. Amounts are in the visitor's currency. A fact the shop doesn't
 * promise (no free shipping) is absent, and texts that name it are left out.
 */
export async function loadShopFacts(locale: Locale): Promise<ShopFacts> {
  const [terms, formatMoney, countries, levels, catalog, tShipping, supportEmail] = await Promise.all([
    getShopTerms(),
    getMoneyFormatter(),
    shippingCountries(),
    shippingLevels(),
    getCatalog(),
    getTranslations({ locale, namespace: "shipping" }),
    supportAddress(),
  ]);
  const percent = new Intl.NumberFormat(locale === "th" ? "th-TH" : "en-US", {
    style: "percent",
    maximumFractionDigits: 2,
  });
  const fee = (rule: FeeRule) =>
    [rule.rate > 0 ? percent.format(rule.rate) : "", rule.fixed > 0 ? formatMoney(rule.fixed) : ""]
      .filter(Boolean)
      .join(" + ") || tShipping("facts.noFee");
  const levelLines = levels.map((level) => {
    const days = deliveryEstimate(transitDays(level.id));
    return tShipping("facts.levelLine", {
      name: tShipping.has(`levels.${level.id}`) ? tShipping(`levels.${level.id}`) : level.id,
      tracked: isTrackedLevel(level.id) ? "yes" : "no",
      min: days.minDays,
      max: days.maxDays,
    });
  });
  const fastest = Math.min(...levels.map((level) => deliveryEstimate(transitDays(level.id)).minDays));
  const slowest = Math.max(...levels.map((level) => deliveryEstimate(transitDays(level.id)).maxDays));
  const values: Record<string, string | undefined> = {
    freeShippingThreshold:
      terms.freeShippingThreshold === null ? undefined : formatMoney(terms.freeShippingThreshold),
    cardFee: fee(terms.fees.card),
    paypalFee: fee(terms.fees.paypal),
    productionMin: String(PRODUCTION_DAYS.min),
    productionMax: String(PRODUCTION_DAYS.max),
    deliveryMin: levels.length > 0 ? String(fastest) : undefined,
    deliveryMax: levels.length > 0 ? String(slowest) : undefined,
    countryCount: String(countries.length),
    cancelHours: String(CUSTOMER_CANCEL_WINDOW_MS / 3_600_000),
    productCount: String(catalog.products.length),
    languageCount: String(locales.length),
    currencyCount: String(currencies.length),
    supportEmail,
  };
  return { values, lists: { shippingLevels: levelLines } };
}
