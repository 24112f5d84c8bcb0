import { z } from "zod";
import { flagParam, pageParam, parseUrlQuery, textParam, urlSearch, type RawQuery } from "@/lib/url-query";

/** Entries per page of the provider log: enough to scan, small enough that bodies stay readable. */
export const PROVIDER_LOG_PAGE_SIZE = 25;

/** What the provider log page was asked for, from its URL (?page=, ?order=, ?errors=1). */
export type ProviderLogQuery = { page: number; order: string; errorsOnly: boolean };

// An order number longer than any real one is a hand-edited URL: the whole log, not a cut-off search.
const schema = z.object({ page: pageParam, order: textParam(100, "empty"), errors: flagParam });

export function parseProviderLogQuery(params: RawQuery): ProviderLogQuery {
  const parsed = parseUrlQuery(schema, params);
  return { page: parsed.page, order: parsed.order, errorsOnly: parsed.errors };
}

/** The URL search of a query, leaving defaults out, so links read like the form submits them. */
export function providerLogSearch(query: ProviderLogQuery): string {
  return urlSearch({ order: query.order, errors: query.errorsOnly, page: query.page });
}
