import { CATALOG_PAGE_SIZE, type CatalogQuery } from "./catalog-query";
import type { Product } from "./schema";
import { matchesSearchText, searchableText } from "./search";

/**
 * What the catalog page tells the browser about each product so it can filter there
 * (docs/product-rules.md#catalog): its id, its category and the text a search looks in, in the page's
 * language.
 */
export type CatalogEntry = { id: number; category: string; searchText: string };

export function catalogEntry(product: Product): CatalogEntry {
  return { id: product.id, category: product.category, searchText: searchableText(product) };
}

/**
 * The entries a catalog query shows, in catalog order: its category, every search word, the first
 * `page` × CATALOG_PAGE_SIZE; `total` counts every match. The same rule as the server's `listProducts`.
 */
export function filterCatalog<Entry extends CatalogEntry>(
  entries: readonly Entry[],
  query: CatalogQuery,
): { shown: Entry[]; total: number } {
  const matches = entries.filter(
    (entry) =>
      (!query.category || entry.category === query.category) &&
      (!query.search || matchesSearchText(entry.searchText, query.search)),
  );
  return { shown: matches.slice(0, query.page * CATALOG_PAGE_SIZE), total: matches.length };
}
