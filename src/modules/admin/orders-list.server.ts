import "server-only";
import { and, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { Executor } from "@/server/db";
import { orders } from "@/server/db/schema";
import { containsPattern } from "./like-pattern";
import { ADMIN_ORDERS_PAGE_SIZE, type AdminOrdersQuery } from "./orders-query";

/** One row of the admin's order list and of its CSV export. */
export type AdminOrderRow = {
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

export type AdminOrderPage = {
  rows: AdminOrderRow[];
  /** All orders matching the filters, across pages. */
  total: number;
  /** The page shown: the asked one, or the last one when the ask was past the end. */
  page: number;
  pageSize: number;
};

/** More than staff would open in a spreadsheet; keeps one click from reading the whole table into memory. */
export const EXPORT_LIMIT = 10_000;

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
function matching(query: Pick<AdminOrdersQuery, "q" | "status">): SQL | undefined {
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

/** Newest first; the id breaks ties so a page boundary never shows an order twice or skips one. */
const newestFirst = [desc(orders.createdAt), desc(orders.id)];

/** One page of matching orders and how many match in all: a count and a limit/offset, both in SQL. */
export async function listAdminOrders(
  database: Executor,
  query: AdminOrdersQuery,
  pageSize = ADMIN_ORDERS_PAGE_SIZE,
): Promise<AdminOrderPage> {
  const where = matching(query);
  const [counted] = await database
    .select({ total: sql<number>`count(*)::int` })
    .from(orders)
    .where(where);
  const total = counted?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(query.page, lastPage);
  const rows =
    total === 0
      ? []
      : await database
          .select(rowColumns)
          .from(orders)
          .where(where)
          .orderBy(...newestFirst)
          .limit(pageSize)
          .offset((page - 1) * pageSize);
  return { rows, total, page, pageSize };
}

/** Every matching order (up to EXPORT_LIMIT), newest first, for the CSV export; paging is ignored. */
export function exportAdminOrders(
  database: Executor,
  query: Pick<AdminOrdersQuery, "q" | "status">,
): Promise<AdminOrderRow[]> {
  return database
    .select(rowColumns)
    .from(orders)
    .where(matching(query))
    .orderBy(...newestFirst)
    .limit(EXPORT_LIMIT);
}
