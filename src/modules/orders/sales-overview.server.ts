import "server-only";
import { desc, eq, sql } from "drizzle-orm";
import type { Executor } from "@/server/db";
import { NEEDS_ATTENTION, orders } from "@/server/db/schema/orders";

/** The admin overview's four figures and latest orders, over paid orders only. */
export type SalesOverview = {
  totalOrders: number;
  /**
   * Revenue in USD cents: the sum of orders.total_usd, each order's total at the rate it locked
   * (docs/product-rules.md#currency), so orders charged in different currencies add up.
   */
  revenueUsd: number;
  /** Revenue per currency, minor units: orders are recorded in the currency they were charged in. */
  revenue: { currency: string; total: number }[];
  /** Paid and not yet shipped: pending, processing or printing. */
  pending: number;
  /** Delivered. */
  completed: number;
  /** Orders a person must look at (NEEDS_ATTENTION), paid or not: the overview's "Needs attention" card. */
  needsAttention: number;
  recent: { number: string; createdAt: Date; status: string; total: number; currency: string }[];
};

const paid = eq(orders.paymentStatus, "paid");

/** One aggregate query and one list: counted in SQL, never by loading every order. */
export async function salesOverview(database: Executor): Promise<SalesOverview> {
  const [counts, attention, revenue, recent] = await Promise.all([
    database
      .select({
        totalOrders: sql<number>`count(*)::int`,
        pending: sql<number>`count(*) filter (where ${orders.status} in ('pending', 'processing', 'printing'))::int`,
        completed: sql<number>`count(*) filter (where ${orders.status} = 'delivered')::int`,
      })
      .from(orders)
      .where(paid),
    // Served by the partial index orders_needs_attention_idx: it holds only these orders.
    database
      .select({ count: sql<number>`count(*)::int` })
      .from(orders)
      .where(NEEDS_ATTENTION),
    database
      .select({
        currency: orders.currency,
        total: sql<number>`coalesce(sum(${orders.total}), 0)::bigint`,
        totalUsd: sql<number>`coalesce(sum(${orders.totalUsd}), 0)::bigint`,
      })
      .from(orders)
      .where(paid)
      .groupBy(orders.currency)
      .orderBy(orders.currency),
    database
      .select({
        number: orders.number,
        createdAt: orders.createdAt,
        status: orders.status,
        total: orders.total,
        currency: orders.currency,
      })
      .from(orders)
      .where(paid)
      .orderBy(desc(orders.createdAt), desc(orders.number))
      .limit(5),
  ]);
  const figures = counts[0] ?? { totalOrders: 0, pending: 0, completed: 0 };
  return {
    ...figures,
    needsAttention: attention[0]?.count ?? 0,
    revenueUsd: revenue.reduce((sum, row) => sum + Number(row.totalUsd), 0),
    revenue: revenue.map((row) => ({ currency: row.currency, total: Number(row.total) })),
    recent,
  };
}
