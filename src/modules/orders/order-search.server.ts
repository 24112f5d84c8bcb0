import "server-only";
import { and, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { containsPattern } from "@/lib/like-pattern";
import type { Executor } from "@/server/db";
import { orders } from "@/server/db/schema/orders";

/** What staff search orders by: a text (number, provider id, name or e-mail) and a status, or "all". */
export type OrderSearch = { q: string; status: string };

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
};

/** The filters as SQL: a partial, case-insensitive search over the four fields staff are asked about. */
function matching(query: OrderSearch): SQL | undefined {
  const pattern = query.q ? containsPattern(query.q) : undefined;
  return and(
    pattern
      ? or(
          ilike(orders.number, pattern),
          ilike(orders.providerOrderId, pattern),
          ilike(orders.shippingName, pattern),
          ilike(orders.email, pattern),
        )
      : undefined,
    query.status === "all" ? undefined : eq(orders.status, query.status),
  );
}

/** How many orders match. */
export async function countOrdersMatching(executor: Executor, search: OrderSearch): Promise<number> {
  const [counted] = await executor
    .select({ total: sql<number>`count(*)::int` })
    .from(orders)
    .where(matching(search));
  return counted?.total ?? 0;
}

/** Matching orders, newest first; the id breaks ties so a page boundary never shows an order twice or skips one. */
export function ordersMatching(
  executor: Executor,
  search: OrderSearch,
  { limit, offset = 0 }: { limit: number; offset?: number },
): Promise<OrderListRow[]> {
  return executor
    .select(rowColumns)
    .from(orders)
    .where(matching(search))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
    .offset(offset);
}
