import "server-only";
import { sql } from "drizzle-orm";
import type { Executor } from "@/server/db";
import { orders } from "@/server/db/schema";
import type { OverviewDay, OverviewRange, OverviewSeries } from "./overview-range";

type SeriesRow = { day: string; currency: string | null; orders: number; revenue: string | number };

/**
 * Paid orders and revenue per day for the last `range` days, today included: the same orders the
 * overview's cards count (payment_status = 'paid'), each on the day it was paid (created_at for rows
 * without paid_at). Days are UTC days, like every time on the staff pages (admin-format.ts), so an
 * order's row in the list and its bar in the chart agree. generate_series gives every day a row, so a
 * day without orders comes back as zero from SQL.
 */
export async function overviewSeries(
  database: Executor,
  range: OverviewRange,
  now: Date = new Date(),
): Promise<OverviewSeries> {
  const today = sql`(${now.toISOString()}::timestamptz at time zone 'UTC')::date`;
  const paidDay = sql`(coalesce(${orders.paidAt}, ${orders.createdAt}) at time zone 'UTC')::date`;
  const result = await database.execute(sql`
    with days as (
      select generate_series(${today} - ${range - 1}::int, ${today}, interval '1 day')::date as day
    )
    select to_char(days.day, 'YYYY-MM-DD') as day,
           ${orders.currency} as currency,
           count(${orders.id})::int as orders,
           coalesce(sum(${orders.total}), 0)::bigint as revenue
    from days
    left join ${orders}
      on ${orders.paymentStatus} = 'paid' and ${paidDay} = days.day
    group by days.day, ${orders.currency}
    order by days.day, ${orders.currency}
  `);
  const byDay = new Map<string, OverviewDay>();
  const currencies = new Set<string>(["USD"]);
  // Both drivers answer { rows }; the row shape is the select list above.
  const rows = (result as unknown as { rows: SeriesRow[] }).rows;
  for (const row of rows) {
    const day = byDay.get(row.day) ?? { day: row.day, orders: 0, revenue: {} };
    byDay.set(row.day, day);
    if (!row.currency) continue;
    currencies.add(row.currency);
    day.orders += Number(row.orders);
    day.revenue[row.currency] = Number(row.revenue);
  }
  return { range, days: [...byDay.values()], currencies: [...currencies].sort() };
}
