import "server-only";
import {
  countOrdersMatching,
  ordersForExport,
  ordersMatching,
  type OrderExportRow,
  type OrderListRow,
} from "@/modules/orders/server";
import { clampPage } from "@/lib/paging";
import type { Executor } from "@/server/db";
import { ADMIN_ORDERS_PAGE_SIZE, type AdminOrdersQuery } from "./orders-query";

/** One row of the admin's order list. */
export type AdminOrderRow = OrderListRow;

/** One row of the CSV export: the list's row, the order's amounts and its lines. */
export type AdminOrderExportRow = OrderExportRow;

export type AdminOrderPage = {
  rows: AdminOrderRow[];
  /** All orders matching the filters, across pages. */
  total: number;
  /** The page shown: the asked one, or the last one when the ask was past the end. */
  page: number;
  pageSize: number;
};

/** More than staff would open in a spreadsheet; keeps one click from reading the whole table into memory. */
const EXPORT_LIMIT = 10_000;

/** One page of matching orders and how many match in all: a count and a limit/offset, both in SQL. */
export async function listAdminOrders(
  database: Executor,
  query: AdminOrdersQuery,
  pageSize = ADMIN_ORDERS_PAGE_SIZE,
): Promise<AdminOrderPage> {
  const total = await countOrdersMatching(database, query);
  const page = clampPage(query.page, total, pageSize);
  const rows =
    total === 0
      ? []
      : await ordersMatching(database, query, { limit: pageSize, offset: (page - 1) * pageSize });
  return { rows, total, page, pageSize };
}

/** Every matching order (up to EXPORT_LIMIT) in the list's sort, for the CSV export; paging is ignored. */
export function exportAdminOrders(
  database: Executor,
  query: Omit<AdminOrdersQuery, "page">,
): Promise<AdminOrderExportRow[]> {
  return ordersForExport(database, query, EXPORT_LIMIT);
}
