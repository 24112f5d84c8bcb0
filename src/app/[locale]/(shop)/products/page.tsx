import { getTranslations } from "next-intl/server";
import { Container } from "@/components/ui/container";
import { listCategories, listProducts } from "@/modules/catalog/server";
import { CATALOGUE_PAGE_SIZE, parseCatalogueQuery } from "@/modules/catalog";
import { CatalogueResults } from "@/modules/catalog/components/catalogue-results";
import { CatalogueSearch } from "@/modules/catalog/components/catalogue-search";
import { CategoryChips } from "@/modules/catalog/components/category-chips";
import { PageHeader } from "@/modules/content/components/page-header";
import { resolvePageLocale, metadataFromMessages, type LocaleParams } from "@/modules/i18n/server";
import { localizedPath } from "@/modules/i18n";
import { getMoneyFormatter } from "@/modules/money/server";

export const generateMetadata = metadataFromMessages("catalogue", "/products");

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ProductsPage({ params, searchParams }: Props) {
  const locale = await resolvePageLocale(params);
  const query = parseCatalogueQuery(await searchParams);
  const [t, categories, page, formatMoney] = await Promise.all([
    getTranslations("catalogue"),
    listCategories(locale),
    listProducts({
      locale,
      category: query.category,
      search: query.search,
      limit: query.page * CATALOGUE_PAGE_SIZE,
    }),
    getMoneyFormatter(),
  ]);
  return (
    <>
      <PageHeader
        title={query.search ? t("resultsFor", { query: query.search }) : t("title")}
        intro={t("intro")}
      >
        <div className="mt-6">
          <CatalogueSearch query={query} action={localizedPath(locale, "/products")} />
        </div>
      </PageHeader>
      <Container className="grid gap-6 py-8">
        <CategoryChips categories={categories} query={query} />
        <CatalogueResults products={page.items} total={page.total} query={query} formatMoney={formatMoney} />
      </Container>
    </>
  );
}
