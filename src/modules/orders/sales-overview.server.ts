import "server-only";
import { desc, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { Executor } from "@/server/db";
import { NEEDS_ATTENTION, orderItems, orderRefunds, orderReprints, orders } from "@/server/db/schema/orders";

/**
 * A payment arrived: paid, or refunded since (in part: still "paid" with `refunded_amount`, the list's
 * "partly refunded"; wholly: "refunded"). A refund is taken off as a refund, never by making the sale
 * disappear. The period's query below spells the two out for its indexes.
 */
const PAYMENT_ARRIVED = ["paid", "refunded"] as const;
/** Checkouts nobody paid for: kept out of every sales figure, counted apart. */
const NEVER_PAID = ["unpaid", "failed", "expired"] as const;
/** Paid and not yet with the carrier. */
const AWAITING_SHIPMENT = ["pending", "processing", "printing"] as const;
const TOP_PRODUCTS = 5;

/** The shop's calendar days `from`..`to` (both included, YYYY-MM-DD) in the IANA zone `timeZone`. */
export type SalesPeriod = { from: string; to: string; timeZone: string };

const usd = z.coerce.number();
const figuresSchema = z.object({
  /** Orders whose payment arrived in the period (paid_at, created_at for old rows without one). */
  paidOrders: z.coerce.number(),
  /** Each amount below is USD cents, each order's amount at the rate it locked (orders.exchange_rate). */
  grossUsd: usd,
  /** Refunds done (order_refunds 'refunded') of those orders, whenever they were made. */
  refundsUsd: usd,
  shippingUsd: usd,
  feesUsd: usd,
  /** orders.printer_cost_usd plus the cost of the order's reprints, where known. */
  printerCostUsd: usd,
  /** Orders whose printer cost is known: their own and every reprint's. */
  printerCostKnown: z.coerce.number(),
});
const daySchema = z.object({
  day: z.string(),
  orders: z.coerce.number(),
  grossUsd: usd,
  refundsUsd: usd,
});
const productSchema = z.object({
  productId: z.coerce.number(),
  /** The name on one of its order lines (in that order's language); the admin prefers the catalog's. */
  name: z.string(),
  quantity: z.coerce.number(),
  revenueUsd: usd,
});
const overviewSchema = z.object({
  figures: figuresSchema,
  days: z.array(daySchema),
  topProducts: z.array(productSchema),
  abandoned: z.object({ count: z.coerce.number(), valueUsd: usd }),
  awaitingShipment: z.coerce.number(),
  needsAttention: z.coerce.number(),
});

/** The admin overview's figures for a period, in USD cents (docs/admin.md#overview). */
export type SalesOverview = z.infer<typeof overviewSchema>;

const list = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/**
 * Every figure of the overview in one statement, aggregated in SQL (never loading the orders): the
 * orders whose payment arrived in the period are picked once (`sold`) and summed as cards, per shop
 * day and per product; the abandoned checkouts, the orders awaiting shipment and the needs-attention
 * count (NEEDS_ATTENTION as it is, so its partial index serves it) are sub-selects beside them.
 * A period's bounds are its first day's midnight and the day after its last in `timeZone`, computed in
 * SQL, and each order's day is `(paid_at at time zone …)::date`: 23:30 in Bangkok on the 5th is the 5th.
 */
export async function salesOverview(database: Executor, period: SalesPeriod): Promise<SalesOverview> {
  const { from, to, timeZone } = period;
  const paidMoment = sql`coalesce(${orders.paidAt}, ${orders.createdAt})`;
  const result = await database.execute(sql`
    with bounds as (
      select (${from}::date::timestamp at time zone ${timeZone}) as lo,
             ((${to}::date + 1)::timestamp at time zone ${timeZone}) as hi
    ),
    sold as (
      select ${orders.id} as id, ${orders.exchangeRate} as rate, ${orders.totalUsd} as total_usd,
             ${orders.paymentStatus} as payment_status,
             round(${orders.shippingCost} / ${orders.exchangeRate}) as shipping_usd,
             round(${orders.paymentFee} / ${orders.exchangeRate}) as fee_usd,
             ${orders.printerCostUsd} as printer_usd,
             (${paidMoment} at time zone ${timeZone})::date as day
      from ${orders}, bounds
      -- The coalesce spelled out so the indexes serve each part (orders_paid_at_idx holds the paid
      -- orders by paid_at, nulls included; refunded orders are few): a bitmap of the period's rows,
      -- not a scan of every order.
      where (${orders.paymentStatus} = 'paid' and ${orders.paidAt} >= bounds.lo and ${orders.paidAt} < bounds.hi)
         or (${orders.paymentStatus} = 'paid' and ${orders.paidAt} is null
             and ${orders.createdAt} >= bounds.lo and ${orders.createdAt} < bounds.hi)
         or (${orders.paymentStatus} = 'refunded' and ${paidMoment} >= bounds.lo and ${paidMoment} < bounds.hi)
    ),
    refunded as (
      select sold.id, sum(round(${orderRefunds.amount} / sold.rate)) as usd
      from ${orderRefunds} join sold on sold.id = ${orderRefunds.orderId}
      where ${orderRefunds.status} = 'refunded'
      group by sold.id
    ),
    reprinted as (
      select sold.id, sum(${orderReprints.costUsd}) as usd, bool_and(${orderReprints.costUsd} is not null) as known
      from ${orderReprints} join sold on sold.id = ${orderReprints.orderId}
      group by sold.id
    ),
    per_order as (
      select sold.*, coalesce(refunded.usd, 0) as refund_usd,
             coalesce(sold.printer_usd, 0) + coalesce(reprinted.usd, 0) as cost_usd,
             sold.printer_usd is not null and coalesce(reprinted.known, true) as cost_known
      from sold
      left join refunded on refunded.id = sold.id
      left join reprinted on reprinted.id = sold.id
    ),
    per_day as (
      select day, count(*) as orders, sum(total_usd) as gross, sum(refund_usd) as refunds
      from per_order group by day
    ),
    products as (
      select ${orderItems.productId} as product_id, min(${orderItems.name}) as name,
             sum(${orderItems.quantity}) as quantity, sum(round(${orderItems.lineTotal} / sold.rate)) as revenue
      from ${orderItems} join sold on sold.id = ${orderItems.orderId}
      where sold.payment_status <> 'refunded'
      group by ${orderItems.productId}
      order by revenue desc, quantity desc, product_id
      limit ${TOP_PRODUCTS}
    )
    select
      (select json_build_object(
         'paidOrders', count(*),
         'grossUsd', coalesce(sum(total_usd), 0),
         'refundsUsd', coalesce(sum(refund_usd), 0),
         'shippingUsd', coalesce(sum(shipping_usd), 0),
         'feesUsd', coalesce(sum(fee_usd), 0),
         'printerCostUsd', coalesce(sum(cost_usd), 0),
         'printerCostKnown', count(*) filter (where cost_known))
       from per_order) as figures,
      (select coalesce(json_agg(json_build_object(
         'day', to_char(days.day, 'YYYY-MM-DD'),
         'orders', coalesce(per_day.orders, 0),
         'grossUsd', coalesce(per_day.gross, 0),
         'refundsUsd', coalesce(per_day.refunds, 0)) order by days.day), '[]')
       from generate_series(${from}::date, ${to}::date, interval '1 day') as days(day)
       left join per_day on per_day.day = days.day::date) as days,
      (select coalesce(json_agg(json_build_object(
         'productId', product_id, 'name', name, 'quantity', quantity, 'revenueUsd', revenue)
         order by revenue desc, quantity desc, product_id), '[]')
       from products) as "topProducts",
      (select json_build_object('count', count(*), 'valueUsd', coalesce(sum(${orders.totalUsd}), 0))
       from ${orders}, bounds
       where ${orders.paymentStatus} in (${list(NEVER_PAID)})
         and ${orders.createdAt} >= bounds.lo and ${orders.createdAt} < bounds.hi) as abandoned,
      (select count(*) from ${orders}
       where ${orders.paymentStatus} = 'paid' and ${orders.status} in (${list(AWAITING_SHIPMENT)})) as "awaitingShipment",
      (select count(*) from ${orders} where ${NEEDS_ATTENTION}) as "needsAttention"
  `);
  // Both drivers answer { rows } and parse json columns; the schema checks the shape and makes numbers.
  const [row] = (result as unknown as { rows: unknown[] }).rows;
  return overviewSchema.parse(row);
}

/** The latest orders whose payment arrived, newest first (the overview's recent activity). */
export async function recentPaidOrders(database: Executor, limit = 5) {
  return database
    .select({
      number: orders.number,
      createdAt: orders.createdAt,
      status: orders.status,
      total: orders.total,
      currency: orders.currency,
    })
    .from(orders)
    .where(inArray(orders.paymentStatus, [...PAYMENT_ARRIVED]))
    .orderBy(desc(orders.createdAt), desc(orders.number))
    .limit(limit);
}
