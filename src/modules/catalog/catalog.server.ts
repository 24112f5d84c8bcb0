import "server-only";
import { asc, eq } from "drizzle-orm";
import type { Locale } from "@/modules/i18n";
import { cachedValue } from "@/server/cache";
import { db, type Database } from "@/server/db";
import { categories, printAreas, productOptionValues, productOptions, products } from "@/server/db/schema";
import type { LocalizedText } from "@/server/db/schema";
import { localizeProduct, type StoredProduct } from "./localize";
import type { Product } from "./schema";
import { matchesSearch } from "./search";

export type CatalogueCategory = { slug: string; name: LocalizedText; image: string };
export type Catalogue = { categories: CatalogueCategory[]; products: StoredProduct[] };

/** Reads the whole active catalogue, every language, in display order: four queries, however big. */
export async function loadCatalogue(database: Database = db()): Promise<Catalogue> {
  const [categoryRows, productRows, optionRows, valueRows, areaRows] = await Promise.all([
    database.select().from(categories).orderBy(asc(categories.position)),
    database.select().from(products).where(eq(products.active, true)).orderBy(asc(products.position)),
    database.select().from(productOptions).orderBy(asc(productOptions.position)),
    database.select().from(productOptionValues).orderBy(asc(productOptionValues.position)),
    database.select().from(printAreas).orderBy(asc(printAreas.code)),
  ]);
  const categoryBySlug = new Map(categoryRows.map((row) => [row.slug, row]));
  const catalogueProducts = productRows.flatMap((row): StoredProduct[] => {
    const category = categoryBySlug.get(row.categorySlug);
    if (!category) return [];
    return [
      {
        id: row.id,
        reference: row.reference,
        providerReference: row.providerReference,
        categorySlug: row.categorySlug,
        categoryName: category.name,
        name: row.name,
        description: row.description,
        basePrice: row.basePrice,
        images: row.images,
        rating: Number(row.rating),
        reviewCount: row.reviewCount,
        printAreas: areaRows.filter((area) => area.productId === row.id),
        options: optionRows
          .filter((option) => option.productId === row.id)
          .map((option) => ({
            code: option.code,
            name: option.name,
            values: valueRows.filter((v) => v.productId === row.id && v.optionCode === option.code),
          })),
      },
    ];
  });
  return {
    categories: categoryRows.map(({ slug, name, image }) => ({ slug, name, image })),
    products: catalogueProducts,
  };
}

/** The cache tag of the catalogue: whatever writes products, categories, options or areas invalidates it. */
export const CATALOG_TAG = "catalog";

/**
 * The catalogue changes only when it is seeded (or, later, edited by staff), so each process keeps one
 * copy, emptied in every process when a writer invalidates CATALOG_TAG: pages, the read API and quotes
 * never wait for the database. The TTL is only a safety net.
 */
export const getCatalogue = cachedValue({ name: "catalogue", tags: [CATALOG_TAG], ttlMs: 5 * 60_000 }, () =>
  loadCatalogue(),
);

export async function getStoredProduct(id: number): Promise<StoredProduct | undefined> {
  return (await getCatalogue()).products.find((product) => product.id === id);
}

export async function getProduct(id: number, locale: Locale): Promise<Product | undefined> {
  const product = await getStoredProduct(id);
  return product && localizeProduct(product, locale);
}

export async function listCategories(locale: Locale) {
  const catalogue = await getCatalogue();
  return catalogue.categories.map((category) => ({ ...category, name: category.name[locale] }));
}

export type ProductQuery = {
  locale: Locale;
  category?: string;
  search?: string;
  offset?: number;
  limit?: number;
};

/** One page of the catalogue, filtered by category and search words; `total` counts every match. */
export async function listProducts(query: ProductQuery): Promise<{ items: Product[]; total: number }> {
  const { products: all } = await getCatalogue();
  const matches = all.filter(
    (product) =>
      (!query.category || product.categorySlug === query.category) &&
      (!query.search || matchesSearch(product, query.search, query.locale)),
  );
  const offset = query.offset ?? 0;
  const page = matches.slice(offset, query.limit === undefined ? undefined : offset + query.limit);
  return { items: page.map((product) => localizeProduct(product, query.locale)), total: matches.length };
}
