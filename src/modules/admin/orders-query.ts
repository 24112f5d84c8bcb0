import { z } from "zod";
import { ORDER_STATUSES } from "@/modules/orders";

/** Rows per page of the admin's order list. */
export const ADMIN_ORDERS_PAGE_SIZE = 25;

/** Longer searches match nothing useful and only cost the database work. */
const MAX_SEARCH_LENGTH = 100;

/** A query parameter as Next.js hands it over: absent, once, or repeated (the first one counts). */
const first = (value: unknown) => (Array.isArray(value) ? (value[0] as unknown) : value);
const param = z.preprocess(first, z.string().optional());

/**
 * The list's filters as they stand in the URL (?q=&status=&page=), so the list can be linked, reloaded
 * and gone back to. Every field falls back to its default on its own: a hand-edited URL gives the
 * nearest sensible list, never an error page.
 */
export const adminOrdersQuerySchema = z.object({
  q: param.transform((q) => (q ?? "").trim().slice(0, MAX_SEARCH_LENGTH)).catch(""),
  status: param.pipe(z.enum(["all", ...ORDER_STATUSES]).default("all")).catch("all"),
  page: z.preprocess(first, z.coerce.number().int().min(1).max(100_000)).catch(1),
});

export type AdminOrdersQuery = z.infer<typeof adminOrdersQuerySchema>;

type RawParams = Record<string, string | string[] | undefined> | URLSearchParams;

/** The filters of a page's searchParams or a request's URL; never throws. */
export function parseAdminOrdersQuery(raw: RawParams): AdminOrdersQuery {
  const record = raw instanceof URLSearchParams ? Object.fromEntries(raw) : raw;
  return adminOrdersQuerySchema.parse({ q: record.q, status: record.status, page: record.page });
}

/** "?q=…&status=…&page=…" with defaults left out, for links that keep the current filters. */
export function adminOrdersSearch(query: Partial<AdminOrdersQuery>): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.status && query.status !== "all") params.set("status", query.status);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}
