import { getTranslations } from "next-intl/server";
import { Container } from "@/components/ui/container";
import { listCategories, listProducts } from "@/modules/catalog/server";
import { CATALOG_PAGE_SIZE, parseCatalogQuery } from "@/modules/catalog";
import { CatalogResults } from "@/modules/catalog/components/catalog-results";
import { CatalogSearch } from "@/modules/catalog/components/catalog-search";
import { CategoryChips } from "@/modules/catalog/components/category-chips";
import { PageHeader } from "@/modules/content/components/page-header";
import { catalogAvailability } from "@/modules/fulfilment/server";
import { resolvePageLocale, metadataFromMessages, type LocaleParams } from "@/modules/i18n/server";
import { localizedPath } from "@/modules/i18n";

// Filters by ?category= and ?q=: rendered for each request. (docs/architecture.md#prerendered-pages)
export const dynamic = "force-dynamic";

export const generateMetadata = metadataFromMessages("catalog", "/products");

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ProductsPage({ params, searchParams }: Props) {
  const locale = await resolvePageLocale(params);
  const query = parseCatalogQuery(await searchParams);
  const [t, categories, page, availability] = await Promise.all([
    getTranslations("catalog"),
    listCategories(locale),
    listProducts({
      locale,
      category: query.category,
      search: query.search,
      limit: query.page * CATALOG_PAGE_SIZE,
    }),
    catalogAvailability(),
  ]);
  const unavailableIds = [...availability].flatMap(([id, product]) => (product.orderable ? [] : [id]));
  return (
    <>
      <PageHeader
        title={query.search ? t("resultsFor", { query: query.search }) : t("title")}
        intro={t("intro")}
      >
        <div className="mt-6">
          <CatalogSearch query={query} action={localizedPath(locale, "/products")} />
        </div>
      </PageHeader>
      <Container className="grid gap-6 py-8">
        <CategoryChips categories={categories} query={query} />
        <CatalogResults
          products={page.items}
          total={page.total}
          query={query}
          unavailableIds={unavailableIds}
        />
      </Container>
    </>
  );
}
