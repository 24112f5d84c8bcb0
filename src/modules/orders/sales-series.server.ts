import "server-only";
import { sql } from "drizzle-orm";
import { SHOP_TIME_ZONE } from "@/modules/i18n";
import type { Executor } from "@/server/db";
import { orders } from "@/server/db/schema/orders";

/** One day: paid orders and their revenue per currency (minor units). */
export type SalesDay = { day: string; orders: number; revenue: Record<string, number> };

type SeriesRow = { day: string; currency: string | null; orders: number; revenue: string | number };

/**
 * Paid orders and revenue per day for the last `range` days, today included: the same orders the
 * overview's cards count (payment_status = 'paid'), each on the day it was paid (created_at for rows
 * without paid_at). Days are the shop's days (SHOP_TIME_ZONE, Bangkok), like every time on the staff
 * pages (docs/architecture.md#dates-and-times), so an order's row in the list and its bar in the chart
 * agree: an order paid at 00:30 in Bangkok counts on that day, not on the UTC day before.
 * generate_series gives every day a row, so a day without orders comes back as zero from SQL.
 */
export async function paidOrdersPerDay(
  database: Executor,
  range: number,
  now: Date = new Date(),
): Promise<{ days: SalesDay[]; currencies: string[] }> {
  const today = sql`(${now.toISOString()}::timestamptz at time zone ${SHOP_TIME_ZONE})::date`;
  const paidDay = sql`(coalesce(${orders.paidAt}, ${orders.createdAt}) at time zone ${SHOP_TIME_ZONE})::date`;
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
  const byDay = new Map<string, SalesDay>();
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
  return { days: [...byDay.values()], currencies: [...currencies].sort() };
}
