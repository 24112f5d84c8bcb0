import "server-only";
import { and, asc, desc, eq, gt, gte, ilike, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import { accentInsensitivePattern } from "@/lib/accent-pattern";
import { containsPattern } from "@/lib/like-pattern";
import { SHOP_TIME_ZONE } from "@/modules/i18n";
import type { Executor } from "@/server/db";
import { NEEDS_ATTENTION, orderItems, orders } from "@/server/db/schema/orders";
import type { OrderListSort } from "./schema";

/**
 * What staff search orders by; "all" (or "" for a day, false for the flag) leaves a filter out.
 * `payment` is a payment status or "partly_refunded" (paid, with some of it refunded). `from` and `to`
 * are calendar days (YYYY-MM-DD) in the shop's time zone, both included.
 */
export type OrderSearch = {
  q: string;
  status: string;
  payment?: string;
  from?: string;
  to?: string;
  currency?: string;
  attention?: boolean;
  sort?: OrderListSort;
};

/** An order as the staff list and its CSV export show it. */
export type OrderListRow = {
  number: string;
  shippingName: string;
  email: string;
  phone: string;
  shippingCountry: string;
  createdAt: Date;
  status: string;
  paymentStatus: string;
  paymentMethod: string;
  total: number;
  currency: string;
  providerOrderId: string | null;
  fulfilmentIssue: string | null;
  /** A fulfilment issue or a dispute waiting for the shop's answer (NEEDS_ATTENTION). */
  needsAttention: boolean;
};

/** A row of the CSV export: the list's row and the order's money and lines. */
export type OrderExportRow = OrderListRow & {
  shippingCost: number;
  paymentFee: number;
  refundedAmount: number | null;
  totalUsd: number;
  exchangeRate: string;
  /** "2 × Business cards (Premium, Matte)", one per line in order. */
  items: string[];
};

const rowColumns = {
  number: orders.number,
  shippingName: orders.shippingName,
  email: orders.email,
  phone: orders.phone,
  shippingCountry: orders.shippingCountry,
  createdAt: orders.createdAt,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  paymentMethod: orders.paymentMethod,
  total: orders.total,
  currency: orders.currency,
  providerOrderId: orders.providerOrderId,
  fulfilmentIssue: orders.fulfilmentIssue,
  needsAttention: sql<boolean>`${NEEDS_ATTENTION}`.mapWith(Boolean),
};

/** Midnight starting a calendar day in the shop's zone, as an instant (computed once per statement). */
const startOfShopDay = (day: string, plusDays = 0) =>
  sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${SHOP_TIME_ZONE})`;

/**
 * The filters as SQL. The search is partial and case-insensitive over the number and provider id
 * (ILIKE), and also accent-insensitive over the name and e-mail (`~*` with accent classes); pg_trgm's
 * indexes serve both. "Needs attention" is NEEDS_ATTENTION as it is, so the partial index serves it.
 */
function matching(query: OrderSearch): SQL | undefined {
  const pattern = query.q ? containsPattern(query.q) : undefined;
  const accented = query.q ? accentInsensitivePattern(query.q) : undefined;
  return and(
    pattern && accented
      ? or(
          ilike(orders.number, pattern),
          ilike(orders.providerOrderId, pattern),
          sql`${orders.shippingName} ~* ${accented}`,
          sql`${orders.email} ~* ${accented}`,
        )
      : undefined,
    !query.status || query.status === "all" ? undefined : eq(orders.status, query.status),
    !query.payment || query.payment === "all"
      ? undefined
      : query.payment === "partly_refunded"
        ? and(eq(orders.paymentStatus, "paid"), gt(orders.refundedAmount, 0))
        : eq(orders.paymentStatus, query.payment),
    !query.currency || query.currency === "all" ? undefined : eq(orders.currency, query.currency),
    query.from ? gte(orders.createdAt, startOfShopDay(query.from)) : undefined,
    query.to ? lt(orders.createdAt, startOfShopDay(query.to, 1)) : undefined,
    query.attention ? NEEDS_ATTENTION : undefined,
  );
}

/** The order of a sort; the id breaks ties so a page boundary never shows an order twice or skips one. */
function ordering(sort: OrderListSort = "newest"): SQL[] {
  switch (sort) {
    case "oldest":
      return [asc(orders.createdAt), asc(orders.id)];
    case "total_desc":
      return [desc(orders.totalUsd), desc(orders.id)];
    case "total_asc":
      return [asc(orders.totalUsd), asc(orders.id)];
    default:
      return [desc(orders.createdAt), desc(orders.id)];
  }
}

/** How many orders match. */
export async function countOrdersMatching(executor: Executor, search: OrderSearch): Promise<number> {
  const [counted] = await executor
    .select({ total: sql<number>`count(*)::int` })
    .from(orders)
    .where(matching(search));
  return counted?.total ?? 0;
}

/** Matching orders in the search's sort (newest first by default). */
export function ordersMatching(
  executor: Executor,
  search: OrderSearch,
  { limit, offset = 0 }: { limit: number; offset?: number },
): Promise<OrderListRow[]> {
  return executor
    .select(rowColumns)
    .from(orders)
    .where(matching(search))
    .orderBy(...ordering(search.sort))
    .limit(limit)
    .offset(offset);
}

/** Orders read for their lines at once: a bounded list of ids per statement. */
const ITEMS_BATCH = 1_000;

/** Matching orders (up to `limit`) with their amounts and lines, for the staff's CSV export. */
export async function ordersForExport(
  executor: Executor,
  search: OrderSearch,
  limit: number,
): Promise<OrderExportRow[]> {
  const rows = await executor
    .select({
      ...rowColumns,
      id: orders.id,
      shippingCost: orders.shippingCost,
      paymentFee: orders.paymentFee,
      refundedAmount: orders.refundedAmount,
      totalUsd: orders.totalUsd,
      exchangeRate: orders.exchangeRate,
    })
    .from(orders)
    .where(matching(search))
    .orderBy(...ordering(search.sort))
    .limit(limit);
  const items = new Map<string, string[]>();
  for (let start = 0; start < rows.length; start += ITEMS_BATCH) {
    const ids = rows.slice(start, start + ITEMS_BATCH).map((row) => row.id);
    const lines = await executor
      .select({
        orderId: orderItems.orderId,
        name: orderItems.name,
        quantity: orderItems.quantity,
        options: orderItems.options,
      })
      .from(orderItems)
      .where(inArray(orderItems.orderId, ids))
      .orderBy(orderItems.orderId, orderItems.position);
    for (const line of lines) {
      const values = line.options.map((option) => option.valueName).filter(Boolean);
      const text = `${line.quantity} × ${line.name}${values.length > 0 ? ` (${values.join(", ")})` : ""}`;
      items.set(line.orderId, [...(items.get(line.orderId) ?? []), text]);
    }
  }
  return rows.map(({ id, ...row }) => ({ ...row, items: items.get(id) ?? [] }));
}
