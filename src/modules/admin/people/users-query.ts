import { z } from "zod";
import { pageParam, parseUrlQuery, textParam, urlSearch, type RawQuery } from "@/lib/url-query";

/** Rows per page of the admin's user list. */
export const ADMIN_USERS_PAGE_SIZE = 25;

const MAX_SEARCH_LENGTH = 100;

/** The user list's search and page as they stand in the URL (?q=&page=). */
const adminUsersQuerySchema = z.object({ q: textParam(MAX_SEARCH_LENGTH), page: pageParam });

export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

/** The search of a page's searchParams; never throws. */
export function parseAdminUsersQuery(raw: RawQuery): AdminUsersQuery {
  return parseUrlQuery(adminUsersQuerySchema, raw);
}

/** "?q=…&page=…" with defaults left out, for links that keep the current search. */
export function adminUsersSearch(query: Partial<AdminUsersQuery>): string {
  return urlSearch({ q: query.q, page: query.page });
}
