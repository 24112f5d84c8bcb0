import { getTranslations } from "next-intl/server";
import { catalogBrowserMessageKeys, catalogEntry, type CatalogBrowserMessages } from "@/modules/catalog";
import { ProductCard } from "@/modules/catalog/components/product-card";
import { listCategories, listProducts } from "@/modules/catalog/server";
import { catalogAvailability } from "@/modules/fulfilment/server";
import { localizedPath } from "@/modules/i18n";
import { resolvePageLocale, metadataFromMessages, type LocaleParams } from "@/modules/i18n/server";
import { CatalogBrowser } from "@/screens/catalog/catalog-browser";

export const generateMetadata = metadataFromMessages("catalog", "/products");

/**
 * The catalog, prerendered: every product's card is rendered here, and the browser shows those the
 * URL's `?category=&q=&page=` asks for (docs/architecture.md#prerendered-pages,
 * docs/product-rules.md#catalog). The catalog is small (about ten products), so this costs less
 * than a render per request.
 */
export default async function ProductsPage({ params }: LocaleParams) {
  const locale = await resolvePageLocale(params);
  const [t, categories, catalog, availability] = await Promise.all([
    getTranslations("catalog"),
    listCategories(locale),
    listProducts({ locale }),
    catalogAvailability(),
  ]);
  const messages = Object.fromEntries(
    catalogBrowserMessageKeys.map((key) => [key, t.raw(key) as string]),
  ) as CatalogBrowserMessages;
  const entries = catalog.items.map((product, index) => ({
    ...catalogEntry(product),
    card: (
      <ProductCard
        product={product}
        headingLevel="h2"
        unavailable={availability.get(product.id)?.orderable === false}
        priority={index === 0}
      />
    ),
  }));
  return (
    <CatalogBrowser
      entries={entries}
      categories={categories.map(({ slug, name }) => ({ slug, name }))}
      messages={messages}
      intro={t("intro")}
      searchAction={localizedPath(locale, "/products")}
    />
  );
}
