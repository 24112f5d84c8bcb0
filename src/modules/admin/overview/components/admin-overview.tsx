import { useTranslations } from "next-intl";
import { CircleCheckIcon, TriangleAlertIcon } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";
import { Link } from "@/modules/i18n/components/navigation";
import type { Locale } from "@/modules/i18n";
import { OrderStatusBadge } from "@/modules/orders/components/order-status-badge";
import { formatOrderAmount, formatRate, formatShopTimeWithZone } from "@/modules/admin/shared";
import type { AdminOverviewData } from "../overview-types";
import { OverviewChartSection } from "./overview-chart-section";
import { OverviewFigures } from "./overview-figures";
import { OverviewPeriodForm } from "./overview-period-form";
import { OverviewTopProducts } from "./overview-top-products";

/**
 * The shop's figures for a period of shop days (docs/admin.md#overview): what needs attention, the
 * period, the cards in the reporting currency, net sales per day, the top products and the latest
 * paid orders.
 */
export function AdminOverview({ overview, locale }: { overview: AdminOverviewData; locale: Locale }) {
  const t = useTranslations("admin.overview");
  const money = (total: number, currency: string) => formatOrderAmount(total, currency, locale);
  return (
    <div className="grid gap-8">
      <NeedsAttentionCard count={overview.needsAttention} />
      <OverviewPeriodForm period={overview.period} today={overview.today} />
      <p className="text-sm text-muted-foreground" data-testid="overview-basis">
        {t("basis", { zone: overview.timeZone, currency: overview.currency })}{" "}
        {overview.currency === "USD"
          ? null
          : t("converted", { rate: formatRate(overview.rate, locale), currency: overview.currency })}
      </p>
      <OverviewFigures overview={overview} locale={locale} />
      <OverviewChartSection overview={overview} locale={locale} />
      <OverviewTopProducts overview={overview} locale={locale} />
      <section aria-labelledby="recent-activity" className="grid gap-3">
        <h2 id="recent-activity" className="text-lg font-semibold">
          {t("recent")}
        </h2>
        {overview.recent.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("noOrders")}</p>
        ) : (
          <ul className="divide-y divide-border rounded-[var(--radius)] border border-border">
            {overview.recent.map((order) => (
              <li key={order.number} className="flex flex-wrap items-center gap-3 p-3 text-sm">
                <span className="font-mono font-medium">{order.number}</span>
                <span className="text-muted-foreground">
                  {formatShopTimeWithZone(order.createdAt, locale, overview.timeZone)}
                </span>
                <OrderStatusBadge status={order.status} />
                <span className="ml-auto font-medium tabular-nums">{money(order.total, order.currency)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/**
 * Orders a person must look at (docs/admin.md#needs-attention), first on the page: the count links to
 * the orders list filtered to them. It empties only as each cause is resolved.
 */
function NeedsAttentionCard({ count }: { count: number }) {
  const t = useTranslations("admin.overview.attention");
  if (count === 0) {
    return (
      <p
        className="flex items-center gap-2 text-sm text-muted-foreground"
        data-testid="admin-needs-attention"
      >
        <CircleCheckIcon className="size-4 text-success" aria-hidden />
        {t("none")}
      </p>
    );
  }
  return (
    <Card className="border-destructive">
      <CardContent className="flex flex-wrap items-center gap-3 p-5" data-testid="admin-needs-attention">
        <TriangleAlertIcon className="size-5 shrink-0 text-destructive" aria-hidden />
        <div className="grid gap-1">
          <h2 className="font-semibold">{t("title", { count })}</h2>
          <p className="text-sm text-muted-foreground">{t("body")}</p>
        </div>
        <Link
          href={{ pathname: "/admin/orders", query: { attention: "1" } }}
          className="ml-auto text-sm font-medium underline underline-offset-4"
        >
          {t("open")}
        </Link>
      </CardContent>
    </Card>
  );
}
