import "server-only";
import { productNamesById } from "@/modules/catalog/server";
import { calendarDayIn, type Locale } from "@/modules/i18n";
import { convertUsdCents } from "@/modules/money";
import { getExchangeRates } from "@/modules/money/server";
import { recentPaidOrders, salesOverview } from "@/modules/orders/server";
import { reportSettings } from "@/modules/admin/settings/server";
import type { RawQuery } from "@/lib/url-query";
import type { Executor } from "@/server/db";
import { parseOverviewPeriod } from "./overview-range";
import type { AdminOverviewData } from "./overview-types";

/**
 * What /admin shows for the period in the URL: orders' figures (USD cents, each order at its locked
 * rate) in the reporting currency. Each figure the database summed is converted once, at today's rate
 * for that currency; net sales and margin are differences of the converted figures, so the cards add up
 * as shown (docs/product-rules.md#currency: every figure shown is one rounding of one figure).
 */
export async function adminOverview(
  database: Executor,
  query: RawQuery,
  locale: Locale,
  now: Date = new Date(),
): Promise<AdminOverviewData> {
  const { timeZone, currency } = await reportSettings();
  const period = parseOverviewPeriod(query, timeZone, now);
  const [sales, recent, rates] = await Promise.all([
    salesOverview(database, { from: period.from, to: period.to, timeZone }),
    recentPaidOrders(database),
    getExchangeRates(),
  ]);
  const names = await productNamesById(
    database,
    sales.topProducts.map((product) => product.productId),
  );
  const convert = (usdCents: number) => convertUsdCents(usdCents, currency, rates);
  const { figures } = sales;
  const gross = convert(figures.grossUsd);
  const refunds = convert(figures.refundsUsd);
  const fees = convert(figures.feesUsd);
  const printerCost = convert(figures.printerCostUsd);
  const net = gross - refunds;
  return {
    period,
    today: calendarDayIn(now, timeZone),
    timeZone,
    currency,
    rate: rates[currency],
    figures: {
      paidOrders: figures.paidOrders,
      gross,
      refunds,
      net,
      shipping: convert(figures.shippingUsd),
      fees,
      printerCost,
      printerCostKnown: figures.printerCostKnown,
      margin: net - printerCost - fees,
    },
    awaitingShipment: sales.awaitingShipment,
    needsAttention: sales.needsAttention,
    abandoned: { count: sales.abandoned.count, value: convert(sales.abandoned.valueUsd) },
    days: sales.days.map((day) => {
      const dayGross = convert(day.grossUsd);
      const dayRefunds = convert(day.refundsUsd);
      return {
        day: day.day,
        orders: day.orders,
        gross: dayGross,
        refunds: dayRefunds,
        net: dayGross - dayRefunds,
      };
    }),
    topProducts: sales.topProducts.map((product) => ({
      productId: product.productId,
      name: names.get(product.productId)?.[locale] || product.name,
      quantity: product.quantity,
      revenue: convert(product.revenueUsd),
    })),
    recent,
  };
}
