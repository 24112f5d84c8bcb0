import { z } from "zod";
import { currencies } from "@/modules/i18n";
import { ORDER_LIST_SORTS, ORDER_STATUSES, PAYMENT_STATUSES } from "@/modules/orders";
import {
  choiceParam,
  dateParam,
  flagParam,
  pageParam,
  parseUrlQuery,
  textParam,
  urlSearch,
  type RawQuery,
} from "@/lib/url-query";

/** Rows per page of the admin's order list. */
export const ADMIN_ORDERS_PAGE_SIZE = 25;

/** Longer searches match nothing useful and only cost the database work. */
const MAX_SEARCH_LENGTH = 100;

/** The payment filter's choices: every payment status, and paid orders with part of the money refunded. */
const ADMIN_ORDERS_PAYMENT_FILTERS = [...PAYMENT_STATUSES, "partly_refunded"] as const;

/**
 * The list's filters as they stand in the URL
 * (?q=&status=&payment=&currency=&from=&to=&attention=1&sort=&page=). `from` and `to` are days in the
 * shop's time zone (Bangkok), both included; a day that isn't one is left out.
 */
const adminOrdersQuerySchema = z.object({
  q: textParam(MAX_SEARCH_LENGTH),
  status: choiceParam(["all", ...ORDER_STATUSES], "all"),
  payment: choiceParam(["all", ...ADMIN_ORDERS_PAYMENT_FILTERS], "all"),
  currency: choiceParam(["all", ...currencies], "all"),
  from: dateParam,
  to: dateParam,
  attention: flagParam,
  sort: choiceParam(ORDER_LIST_SORTS, "newest"),
  page: pageParam,
});

export type AdminOrdersQuery = z.infer<typeof adminOrdersQuerySchema>;

/** The filters of a page's searchParams or a request's URL; never throws. */
export function parseAdminOrdersQuery(raw: RawQuery): AdminOrdersQuery {
  return parseUrlQuery(adminOrdersQuerySchema, raw);
}

/** "?q=…&status=…&page=…" with defaults left out, for links that keep the current filters. */
export function adminOrdersSearch(query: Partial<AdminOrdersQuery>): string {
  return urlSearch({
    q: query.q,
    status: query.status !== "all" && query.status,
    payment: query.payment !== "all" && query.payment,
    currency: query.currency !== "all" && query.currency,
    from: query.from,
    to: query.to,
    attention: query.attention,
    sort: query.sort !== "newest" && query.sort,
    page: query.page,
  });
}

/** True when anything narrows or orders the list differently from the plain list. */
export function hasAdminOrdersFilters(query: AdminOrdersQuery): boolean {
  return adminOrdersSearch({ ...query, page: 1 }) !== "";
}

/** An order's page from the list: `?back=` carries the list's filters so "Back to orders" returns to them. */
export function adminOrderHref(number: string, query: AdminOrdersQuery): string {
  const list = adminOrdersSearch(query);
  return `/admin/orders/${number}${list ? `?back=${encodeURIComponent(list)}` : ""}`;
}

/**
 * Where "Back to orders" goes: the list with the filters of the order page's `?back=`. Only a query
 * string ("?…") is taken, parsed by the list's own schema and written again, so the link is always
 * /admin/orders with known parameters: never another path or site.
 */
export function adminOrdersBackHref(raw: RawQuery): string {
  const back = parseUrlQuery(z.object({ back: textParam(2_000, "empty") }), raw).back;
  if (!back.startsWith("?")) return "/admin/orders";
  return `/admin/orders${adminOrdersSearch(parseAdminOrdersQuery(new URLSearchParams(back.slice(1))))}`;
}
