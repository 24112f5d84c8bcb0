import { useTranslations } from "next-intl";
import { cn } from "@/lib/cn";
import { buttonVariants } from "@/components/ui/button";
import type { Locale } from "@/modules/i18n";
import { Link } from "@/modules/i18n/components/navigation";
import { formatOrderAmount, formatCalendarDay } from "@/modules/admin/shared";
import { OVERVIEW_RANGES, type OverviewSeries } from "../overview-range";
import { OverviewChart } from "./overview-chart";

/**
 * Revenue and paid orders per day for the last 30 or 90 UTC days (?range=), drawn in the browser and,
 * for screen readers and anyone who wants the numbers, as a table under a disclosure.
 */
export function OverviewChartSection({ series, locale }: { series: OverviewSeries; locale: Locale }) {
  const t = useTranslations("admin.overview.chart");
  const money = (total: number, currency: string) => formatOrderAmount(total, currency, locale);
  const orders = series.days.reduce((sum, day) => sum + day.orders, 0);
  const revenue = series.currencies
    .map((currency) =>
      money(
        series.days.reduce((sum, day) => sum + (day.revenue[currency] ?? 0), 0),
        currency,
      ),
    )
    .join(" + ");
  return (
    <section aria-labelledby="overview-chart" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="overview-chart" className="text-lg font-semibold">
          {t("heading", { days: series.range })}
        </h2>
        <nav aria-label={t("rangeLabel")} className="flex gap-2">
          {OVERVIEW_RANGES.map((range) => (
            <Link
              key={range}
              href={range === 30 ? "/admin" : `/admin?range=${range}`}
              aria-current={range === series.range ? "page" : undefined}
              className={cn(
                buttonVariants({ variant: range === series.range ? "default" : "outline", size: "sm" }),
              )}
            >
              {t("range", { days: range })}
            </Link>
          ))}
        </nav>
      </div>
      <p className="text-sm text-muted-foreground" data-testid="overview-chart-summary">
        {t("summary", { days: series.range, orders, revenue })} {t("utc")}
      </p>
      {/* The chart repeats the table below for sighted readers; assistive technology reads the table. */}
      <div aria-hidden="true">
        <OverviewChart
          series={series}
          locale={locale}
          labels={{ revenue: t("revenue"), orders: t("orders") }}
        />
      </div>
      <details>
        <summary className="cursor-pointer text-sm text-primary underline-offset-4 hover:underline">
          {t("asTable")}
        </summary>
        <div
          className="mt-2 max-h-96 overflow-auto rounded-[var(--radius)] border border-border"
          role="region"
          aria-label={t("tableCaption", { days: series.range })}
          tabIndex={0}
        >
          <table className="w-full text-left text-sm" data-testid="overview-chart-table">
            <caption className="sr-only">{t("tableCaption", { days: series.range })}</caption>
            <thead className="bg-muted text-muted-foreground">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t("day")}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {t("orders")}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {t("revenue")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {series.days.map((day) => (
                <tr key={day.day}>
                  <th scope="row" className="px-3 py-1.5 font-normal whitespace-nowrap">
                    <time dateTime={day.day}>{formatCalendarDay(day.day, locale)}</time>
                  </th>
                  <td className="px-3 py-1.5 text-right tabular-nums">{day.orders}</td>
                  <td className="px-3 py-1.5 text-right tabular-nums">
                    {Object.keys(day.revenue).length === 0
                      ? money(0, "USD")
                      : Object.entries(day.revenue)
                          .map(([currency, total]) => money(total, currency))
                          .join(" + ")}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
