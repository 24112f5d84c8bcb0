"use client";

import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { Locale } from "@/modules/i18n";
import { formatOrderAmount, formatCalendarDay } from "@/modules/admin/shared";
import type { OverviewSeries } from "../overview-range";

export type OverviewChartLabels = { revenue: string; orders: string };

/** Distinct, theme-aware line colours for up to four currencies (the chart tokens of globals.css). */
const LINE_COLOURS = [
  "var(--color-primary)",
  "var(--color-info)",
  "var(--color-success)",
  "var(--color-warning)",
];

/**
 * The two charts, revenue per currency and paid orders per day. Loaded only on /admin, in the
 * browser (see overview-chart.tsx); the same numbers are in the table beside it for screen readers.
 */
export default function OverviewChartRecharts({
  series,
  labels,
  locale,
}: {
  series: OverviewSeries;
  labels: OverviewChartLabels;
  locale: Locale;
}) {
  const data = series.days.map((day) => ({ day: day.day, orders: day.orders, ...day.revenue }));
  const tick = (day: string) => formatCalendarDay(day, locale);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="grid gap-2">
        <h3 className="text-sm font-medium text-muted-foreground">{labels.revenue}</h3>
        <div className="h-56">
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" className="stroke-border" />
              <XAxis dataKey="day" tickFormatter={tick} minTickGap={24} fontSize={12} />
              <YAxis
                tickFormatter={(value: number) => String(Math.round(value / 100))}
                fontSize={12}
                width={48}
              />
              <Tooltip
                labelFormatter={(day) => tick(String(day))}
                formatter={(value, name) => formatOrderAmount(Number(value), String(name), locale)}
              />
              {series.currencies.length > 1 ? <Legend /> : null}
              {series.currencies.map((currency, index) => (
                <Line
                  key={currency}
                  type="monotone"
                  dataKey={(row: Record<string, unknown>) => Number(row[currency] ?? 0)}
                  name={currency}
                  stroke={LINE_COLOURS[index % LINE_COLOURS.length]}
                  strokeWidth={2}
                  dot={false}
                  isAnimationActive={false}
                />
              ))}
            </LineChart>
          </ResponsiveContainer>
        </div>
      </div>
      <div className="grid gap-2">
        <h3 className="text-sm font-medium text-muted-foreground">{labels.orders}</h3>
        <div className="h-56">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" className="stroke-border" />
              <XAxis dataKey="day" tickFormatter={tick} minTickGap={24} fontSize={12} />
              <YAxis allowDecimals={false} fontSize={12} width={32} />
              <Tooltip labelFormatter={(day) => tick(String(day))} />
              <Bar
                dataKey="orders"
                name={labels.orders}
                fill="var(--color-primary)"
                isAnimationActive={false}
              />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </div>
    </div>
  );
}
