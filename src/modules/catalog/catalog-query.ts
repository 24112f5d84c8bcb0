/** Products per "page" of the catalog: six, and Load more adds six more
 * (docs/product-rules.md#catalog). */
export const CATALOG_PAGE_SIZE = 6;
const MAX_PAGE = 100;

export type CatalogQuery = { category?: string; search?: string; page: number };

type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Reads `?category=&q=&page=` leniently: anything odd falls back to "all", "" and page 1. */
export function parseCatalogQuery(params: SearchParams): CatalogQuery {
  const category = first(params.category)?.trim();
  const search = first(params.q)?.trim().slice(0, 100);
  const page = Number.parseInt(first(params.page) ?? "1", 10);
  return {
    category: category && /^[a-z0-9-]{1,40}$/.test(category) ? category : undefined,
    search: search || undefined,
    page: Number.isFinite(page) ? Math.min(MAX_PAGE, Math.max(1, page)) : 1,
  };
}

/** The same from a URL's search parameters: what the catalog page reads in the browser. */
export function catalogQueryFromUrl(params: URLSearchParams): CatalogQuery {
  return parseCatalogQuery({
    category: params.getAll("category"),
    q: params.getAll("q"),
    page: params.getAll("page"),
  });
}

/** The query string for a catalog link; empty values and page 1 are left out. */
export function catalogHref(query: Partial<CatalogQuery>): {
  pathname: "/products";
  query: Record<string, string>;
} {
  const params: Record<string, string> = {};
  if (query.category) params.category = query.category;
  if (query.search) params.q = query.search;
  if (query.page && query.page > 1) params.page = String(query.page);
  return { pathname: "/products", query: params };
}
