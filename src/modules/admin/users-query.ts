import { z } from "zod";

/** Rows per page of the admin's user list. */
export const ADMIN_USERS_PAGE_SIZE = 25;

const MAX_SEARCH_LENGTH = 100;

/** A query parameter as Next.js hands it over: absent, once, or repeated (the first one counts). */
const first = (value: unknown) => (Array.isArray(value) ? (value[0] as unknown) : value);
const param = z.preprocess(first, z.string().optional());

/**
 * The user list's search and page as they stand in the URL (?q=&page=). Each field falls back to its
 * default on its own, so a hand-edited URL gives the nearest sensible list, never an error page.
 */
export const adminUsersQuerySchema = z.object({
  q: param.transform((q) => (q ?? "").trim().slice(0, MAX_SEARCH_LENGTH)).catch(""),
  page: z.preprocess(first, z.coerce.number().int().min(1).max(100_000)).catch(1),
});

export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

type RawParams = Record<string, string | string[] | undefined> | URLSearchParams;

/** The search of a page's searchParams; never throws. */
export function parseAdminUsersQuery(raw: RawParams): AdminUsersQuery {
  const record = raw instanceof URLSearchParams ? Object.fromEntries(raw) : raw;
  return adminUsersQuerySchema.parse({ q: record.q, page: record.page });
}

/** "?q=…&page=…" with defaults left out, for links that keep the current search. */
export function adminUsersSearch(query: Partial<AdminUsersQuery>): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}
