import "server-only";
import { asc, eq } from "drizzle-orm";
import { cache } from "react";
import type { Locale } from "@/modules/i18n";
import { cachedValue } from "@/server/cache";
import { db, type Database } from "@/server/db";
import {
  categories,
  printAreas,
  productOptions,
  productOptionValues,
  products,
} from "@/server/db/schema/catalog";
import type { LocalizedText } from "@/server/db/schema/catalog";
import { localizeProduct, type StoredProduct } from "./localize";
import { parseProductId } from "./product-path";
import type { Product } from "./schema";
import { matchesSearch } from "./search";

type CatalogCategory = { slug: string; name: LocalizedText; image: string };
export type Catalog = { categories: CatalogCategory[]; products: StoredProduct[] };

/** Reads the whole active catalog, every language, in display order: four queries, however big. */
export async function loadCatalog(database: Database = db()): Promise<Catalog> {
  const [categoryRows, productRows, optionRows, valueRows, areaRows] = await Promise.all([
    database.select().from(categories).orderBy(asc(categories.position)),
    database.select().from(products).where(eq(products.active, true)).orderBy(asc(products.position)),
    database.select().from(productOptions).orderBy(asc(productOptions.position)),
    database.select().from(productOptionValues).orderBy(asc(productOptionValues.position)),
    database.select().from(printAreas).orderBy(asc(printAreas.position), asc(printAreas.code)),
  ]);
  const categoryBySlug = new Map(categoryRows.map((row) => [row.slug, row]));
  const catalogProducts = productRows.flatMap((row): StoredProduct[] => {
    const category = categoryBySlug.get(row.categorySlug);
    if (!category) return [];
    return [
      {
        id: row.id,
        reference: row.reference,
        providerReference: row.providerReference,
        copiesPerUnit: row.copiesPerUnit,
        categorySlug: row.categorySlug,
        categoryName: category.name,
        name: row.name,
        description: row.description,
        basePrice: row.basePrice,
        unit: row.unit,
        minQuantity: row.minQuantity,
        maxQuantity: row.maxQuantity,
        priceBreaks: row.priceBreaks,
        images: row.images,
        rating: Number(row.rating),
        reviewCount: row.reviewCount,
        sizeChart: row.sizeChart,
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
  // A category whose products were all removed from the catalog is not listed.
  const usedCategories = new Set(catalogProducts.map((product) => product.categorySlug));
  return {
    categories: categoryRows
      .filter((row) => usedCategories.has(row.slug))
      .map(({ slug, name, image }) => ({ slug, name, image })),
    products: catalogProducts,
  };
}

/** The cache tag of the catalog: whatever writes products, categories, options or areas invalidates it. */
export const CATALOG_TAG = "catalog";

/**
 * The catalog changes only when it is seeded or edited by staff, so each process keeps one
 * copy, emptied in every process when a writer invalidates CATALOG_TAG: pages, the read API and quotes
 * never wait for the database. The TTL is only a safety net.
 */
export const getCatalog = cachedValue({ name: "catalog", tags: [CATALOG_TAG], ttlMs: 5 * 60_000 }, () =>
  loadCatalog(),
);

export async function getStoredProduct(id: number): Promise<StoredProduct | undefined> {
  return (await getCatalog()).products.find((product) => product.id === id);
}

export async function getProduct(id: number, locale: Locale): Promise<Product | undefined> {
  const product = await getStoredProduct(id);
  return product && localizeProduct(product, locale);
}

export async function listCategories(locale: Locale) {
  const catalog = await getCatalog();
  return catalog.categories.map((category) => ({ ...category, name: category.name[locale] }));
}

export type ProductQuery = {
  locale: Locale;
  category?: string;
  search?: string;
  offset?: number;
  limit?: number;
};

/** One page of the catalog, filtered by category and search words; `total` counts every match. */
export async function listProducts(query: ProductQuery): Promise<{ items: Product[]; total: number }> {
  const { products: all } = await getCatalog();
  const matches = all.filter(
    (product) =>
      (!query.category || product.categorySlug === query.category) &&
      (!query.search || matchesSearch(product, query.search, query.locale)),
  );
  const offset = query.offset ?? 0;
  const page = matches.slice(offset, query.limit === undefined ? undefined : offset + query.limit);
  return { items: page.map((product) => localizeProduct(product, query.locale)), total: matches.length };
}

/** The product page's read: one per request, shared by the page and its metadata. */
export const loadProductPage = cache(async (rawId: string, locale: Locale) => {
  const id = parseProductId(rawId);
  return id === undefined ? undefined : getProduct(id, locale);
});
