"use client";

import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { Currency, Locale } from "@/modules/i18n";
import { formatOrderAmount, formatCalendarDay } from "@/modules/admin/shared";
import type { OverviewDay } from "../overview-types";

export type OverviewChartLabels = { net: string; orders: string };

/**
 * The two charts, net sales in the reporting currency and paid orders per shop day. Loaded only on
 * /admin, in the browser (see overview-chart.tsx); the same numbers are in the table beside it.
 */
export default function OverviewChartRecharts({
  days,
  currency,
  labels,
  locale,
}: {
  days: OverviewDay[];
  currency: Currency;
  labels: OverviewChartLabels;
  locale: Locale;
}) {
  const data = days.map((day) => ({ day: day.day, orders: day.orders, net: day.net }));
  const tick = (day: string) => formatCalendarDay(day, locale);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="grid gap-2">
        <h3 className="text-sm font-medium text-muted-foreground">{labels.net}</h3>
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
                formatter={(value) => formatOrderAmount(Number(value), currency, locale)}
              />
              <Line
                type="monotone"
                dataKey="net"
                name={labels.net}
                stroke="var(--color-primary)"
                strokeWidth={2}
                dot={false}
                isAnimationActive={false}
              />
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
