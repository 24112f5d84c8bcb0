import { z } from "zod";
import { ORDER_STATUSES } from "@/modules/orders";
import { choiceParam, pageParam, parseUrlQuery, textParam, urlSearch, type RawQuery } from "@/lib/url-query";

/** Rows per page of the admin's order list. */
export const ADMIN_ORDERS_PAGE_SIZE = 25;

/** Longer searches match nothing useful and only cost the database work. */
const MAX_SEARCH_LENGTH = 100;

/** The list's filters as they stand in the URL (?q=&status=&page=). */
const adminOrdersQuerySchema = z.object({
  q: textParam(MAX_SEARCH_LENGTH),
  status: choiceParam(["all", ...ORDER_STATUSES], "all"),
  page: pageParam,
});

export type AdminOrdersQuery = z.infer<typeof adminOrdersQuerySchema>;

/** The filters of a page's searchParams or a request's URL; never throws. */
export function parseAdminOrdersQuery(raw: RawQuery): AdminOrdersQuery {
  return parseUrlQuery(adminOrdersQuerySchema, raw);
}

/** "?q=…&status=…&page=…" with defaults left out, for links that keep the current filters. */
export function adminOrdersSearch(query: Partial<AdminOrdersQuery>): string {
  return urlSearch({ q: query.q, status: query.status !== "all" && query.status, page: query.page });
}
