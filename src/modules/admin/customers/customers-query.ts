import { z } from "zod";
import { choiceParam, pageParam, parseUrlQuery, textParam, urlSearch, type RawQuery } from "@/lib/url-query";

/** Rows per page of the admin's customer list. */
export const ADMIN_CUSTOMERS_PAGE_SIZE = 25;

const MAX_SEARCH_LENGTH = 100;

/** How the list can be ordered, each from the highest; the last paid order by default. */
export const CUSTOMER_SORTS = ["last", "value", "orders"] as const;

/** The list's search, order and page as they stand in the URL (?q=&sort=&page=). */
const adminCustomersQuerySchema = z.object({
  q: textParam(MAX_SEARCH_LENGTH),
  sort: choiceParam(CUSTOMER_SORTS, "last"),
  page: pageParam,
});

export type AdminCustomersQuery = z.infer<typeof adminCustomersQuerySchema>;

/** The list's query of a page's searchParams; never throws. */
export function parseAdminCustomersQuery(raw: RawQuery): AdminCustomersQuery {
  return parseUrlQuery(adminCustomersQuerySchema, raw);
}

/** "?q=…&sort=…&page=…" with defaults left out, for links that keep the current list. */
export function adminCustomersSearch(query: Partial<AdminCustomersQuery>): string {
  return urlSearch({ q: query.q, sort: query.sort !== "last" && query.sort, page: query.page });
}
