import { z } from "zod";
import { parseUrlQuery, textParam, urlSearch, type RawQuery } from "@/lib/url-query";

/** Longer searches match nothing useful. */
const MAX_SEARCH_LENGTH = 100;

/** The catalog list's search as it stands in the URL (?q=), so the list can be linked and reloaded. */
const catalogQuerySchema = z.object({ q: textParam(MAX_SEARCH_LENGTH) });

export type CatalogQuery = z.infer<typeof catalogQuerySchema>;

export function parseCatalogQuery(raw: RawQuery): CatalogQuery {
  return parseUrlQuery(catalogQuerySchema, raw);
}

/** "?q=…", or nothing without a search. */
export function catalogSearch(query: CatalogQuery): string {
  return urlSearch({ q: query.q });
}
