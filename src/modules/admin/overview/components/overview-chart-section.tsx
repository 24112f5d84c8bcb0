import { useTranslations } from "next-intl";
import type { Locale } from "@/modules/i18n";
import { formatOrderAmount, formatCalendarDay } from "@/modules/admin/shared";
import type { AdminOverviewData } from "../overview-types";
import { OverviewChart } from "./overview-chart";

/**
 * Net sales and paid orders per shop day of the period, in the reporting currency only (one currency
 * on one axis), drawn in the browser and, for screen readers and anyone who wants the numbers, as a
 * table under a disclosure. The days add up to the cards: each day's net is its gross minus the
 * refunds of its orders.
 */
export function OverviewChartSection({ overview, locale }: { overview: AdminOverviewData; locale: Locale }) {
  const t = useTranslations("admin.overview.chart");
  const money = (amount: number) => formatOrderAmount(amount, overview.currency, locale);
  const { days } = overview;
  const orders = days.reduce((sum, day) => sum + day.orders, 0);
  const net = days.reduce((sum, day) => sum + day.net, 0);
  return (
    <section aria-labelledby="overview-chart" className="grid gap-4">
      <h2 id="overview-chart" className="text-lg font-semibold">
        {t("heading")}
      </h2>
      <p className="text-sm text-muted-foreground" data-testid="overview-chart-summary">
        {t("summary", { days: days.length, orders, net: money(net) })}
      </p>
      {/* The chart repeats the table below for sighted readers; assistive technology reads the table. */}
      <div aria-hidden="true">
        <OverviewChart
          days={days}
          currency={overview.currency}
          locale={locale}
          labels={{ net: t("net"), orders: t("orders") }}
        />
      </div>
      <details>
        <summary className="cursor-pointer text-sm text-primary underline-offset-4 hover:underline">
          {t("asTable")}
        </summary>
        <div
          className="mt-2 max-h-96 overflow-auto rounded-[var(--radius)] border border-border"
          role="region"
          aria-label={t("tableCaption")}
          tabIndex={0}
        >
          <table className="w-full text-left text-sm" data-testid="overview-chart-table">
            <caption className="sr-only">{t("tableCaption")}</caption>
            <thead className="bg-muted text-muted-foreground">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t("day")}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {t("orders")}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {t("gross")}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {t("refunds")}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {t("net")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {days.map((day) => (
                <tr key={day.day}>
                  <th scope="row" className="px-3 py-1.5 font-normal whitespace-nowrap">
                    <time dateTime={day.day}>{formatCalendarDay(day.day, locale)}</time>
                  </th>
                  <td className="px-3 py-1.5 text-right tabular-nums">{day.orders}</td>
                  <td className="px-3 py-1.5 text-right tabular-nums">{money(day.gross)}</td>
                  <td className="px-3 py-1.5 text-right tabular-nums">{money(day.refunds)}</td>
                  <td className="px-3 py-1.5 text-right tabular-nums">{money(day.net)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
