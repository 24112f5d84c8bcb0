import { z } from "zod";

/** Longer searches match nothing useful. */
const MAX_SEARCH_LENGTH = 100;

const first = (value: unknown) => (Array.isArray(value) ? (value[0] as unknown) : value);

/**
 * The catalogue list's search as it stands in the URL (?q=), so the list can be linked and reloaded.
 * A hand-edited URL gives the nearest sensible list, never an error page.
 */
const catalogueQuerySchema = z.object({
  q: z
    .preprocess(first, z.string().optional())
    .transform((q) => (q ?? "").trim().slice(0, MAX_SEARCH_LENGTH))
    .catch(""),
});

export type CatalogueQuery = z.infer<typeof catalogueQuerySchema>;

export function parseCatalogueQuery(raw: Record<string, string | string[] | undefined>): CatalogueQuery {
  return catalogueQuerySchema.parse({ q: raw.q });
}

/** "?q=…", or nothing without a search. */
export function catalogueSearch(query: CatalogueQuery): string {
  return query.q ? `?${new URLSearchParams({ q: query.q }).toString()}` : "";
}
