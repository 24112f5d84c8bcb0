"use client";

import { createTranslator, useLocale } from "next-intl";
import { useMemo, type ReactNode } from "react";
import { Container } from "@/components/ui/container";
import { useUrlQuery } from "@/lib/use-url-query";
import {
  catalogQueryFromUrl,
  filterCatalog,
  type CatalogBrowserMessages,
  type CatalogEntry,
  type CatalogTranslate,
} from "@/modules/catalog";
import { CatalogResults } from "@/modules/catalog/components/catalog-results";
import { CatalogSearch } from "@/modules/catalog/components/catalog-search";
import { CategoryChips } from "@/modules/catalog/components/category-chips";
import { PageHeader } from "@/modules/content/components/page-header";

type Props = {
  /** Every product of the catalog, in order, with its card (a server component) already rendered. */
  entries: (CatalogEntry & { card: ReactNode })[];
  categories: { slug: string; name: string }[];
  messages: CatalogBrowserMessages;
  intro: string;
  /** Where the search form goes: /products in the page's language. */
  searchAction: string;
};

/**
 * The catalog page under the site header: heading, search, chips and results, filtered in the
 * browser by the URL's `?category=&q=&page=` (docs/product-rules.md#catalog). The prerendered HTML is
 * the plain catalog's first page; the URL's query applies once the page has hydrated.
 */
export function CatalogBrowser({ entries, categories, messages, intro, searchAction }: Props) {
  const locale = useLocale();
  const t = useMemo<CatalogTranslate>(() => {
    const translate = createTranslator({ locale, messages: { catalog: messages }, namespace: "catalog" });
    return (key, values) => translate(key, values);
  }, [locale, messages]);
  const { query: params, reader } = useUrlQuery();
  const query = useMemo(() => catalogQueryFromUrl(params), [params]);
  const { shown, total } = useMemo(() => filterCatalog(entries, query), [entries, query]);
  return (
    <>
      {reader}
      <PageHeader title={query.search ? t("resultsFor", { query: query.search }) : t("title")} intro={intro}>
        <div className="mt-6">
          <CatalogSearch query={query} action={searchAction} t={t} />
        </div>
      </PageHeader>
      <Container className="grid gap-6 py-8">
        <CategoryChips categories={categories} query={query} t={t} />
        <CatalogResults cards={shown} total={total} query={query} t={t} />
      </Container>
    </>
  );
}
