/**
 * The `catalog` messages the catalog page renders in the browser (its heading, search form, chips,
 * count, empty state and Load more). The page sends only these: the namespace is not among the
 * messages every page carries (src/modules/i18n/client-messages.ts).
 */
export const catalogBrowserMessageKeys = [
  "title",
  "resultsFor",
  "searchLabel",
  "searchPlaceholder",
  "searchButton",
  "categoriesLabel",
  "all",
  "showing",
  "loadMore",
  "emptyTitle",
  "emptyHint",
  "showAll",
] as const;

type CatalogBrowserMessageKey = (typeof catalogBrowserMessageKeys)[number];
export type CatalogBrowserMessages = Record<CatalogBrowserMessageKey, string>;

/** Translates one of them, with its ICU values, as next-intl's `t` does. */
export type CatalogTranslate = (
  key: CatalogBrowserMessageKey,
  values?: Record<string, string | number>,
) => string;
