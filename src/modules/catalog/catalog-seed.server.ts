import "server-only";
import { inArray, sql } from "drizzle-orm";
import { invalidateTags } from "@/server/cache";
import type { Database } from "@/server/db";
import {
  categories,
  printAreas,
  productOptions,
  productOptionValues,
  products,
} from "@/server/db/schema/catalog";
import { CATALOG_TAG } from "./catalog.server";
import { loadCatalogFile, type CatalogFile } from "./data/catalog-file";

/**
 * Writes the data file's catalog into a database that lacks it (docs/admin.md#the-data-files-products):
 * categories are upserted by slug; a product is inserted with its options, values (with their provider
 * mapping) and print areas only when no product has its id, all in one transaction so no request sees
 * half of it. A product already there is staff's, like one imported from the provider's catalogue: the
 * seed never changes it again, so what staff edit (prices, names, options, publishing) survives every
 * start. A correction to a product already shipped is a migration (drizzle/), not an edit of the file.
 */
export async function seedCatalog(database: Database, file: CatalogFile = loadCatalogFile()) {
  await database.transaction(async (tx) => {
    // Several app processes may start together: one seeds at a time, so each sees what the other wrote.
    // The lock ends with the transaction.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('printgo:seed-catalog'))`);
    for (const [position, category] of file.categories.entries()) {
      const row = { slug: category.slug, name: category.name, image: category.image, position };
      await tx.insert(categories).values(row).onConflictDoUpdate({ target: categories.slug, set: row });
    }
    const present = new Set(
      (
        await tx
          .select({ id: products.id })
          .from(products)
          .where(
            inArray(
              products.id,
              file.products.map((product) => product.id),
            ),
          )
      ).map((row) => row.id),
    );
    const absent = file.products
      .map((product, position) => ({ product, position }))
      .filter(({ product }) => !present.has(product.id));
    // Sent with the transaction: every process drops its copy when (and only if) this commits.
    await invalidateTags([CATALOG_TAG], tx);
    if (absent.length === 0) return;
    await tx.insert(products).values(
      absent.map(({ product, position }) => ({
        id: product.id,
        reference: product.reference,
        categorySlug: product.category,
        providerReference: product.providerReference,
        copiesPerUnit: product.copiesPerUnit,
        unit: product.unit,
        minQuantity: product.minQuantity,
        maxQuantity: product.maxQuantity,
        position,
        priceBreaks: product.priceBreaks,
        name: product.name,
        description: product.description,
        basePrice: product.basePrice,
        images: product.images.map((image, index) => ({ id: String(index + 1), ...image })),
        active: true,
      })),
    );
    const inserted = absent.map(({ product }) => product);
    const optionRows = inserted.flatMap((product) =>
      product.options.map((option, position) => ({
        productId: product.id,
        code: option.id,
        name: option.name,
        position,
      })),
    );
    const valueRows = inserted.flatMap((product) =>
      product.options.flatMap((option) =>
        option.values.map((value, position) => ({
          productId: product.id,
          optionCode: option.id,
          code: value.id,
          name: value.name,
          priceModifier: value.priceModifier,
          provider: value.provider,
          position,
        })),
      ),
    );
    const areaRows = inserted.flatMap((product) =>
      product.printAreas.map((area, position) => ({
        productId: product.id,
        code: area.id,
        name: area.name,
        widthMm: area.widthMm,
        heightMm: area.heightMm,
        pages: area.pages,
        fileRole: area.file,
        sizes: area.sizes,
        position,
      })),
    );
    if (optionRows.length) await tx.insert(productOptions).values(optionRows);
    if (valueRows.length) await tx.insert(productOptionValues).values(valueRows);
    if (areaRows.length) await tx.insert(printAreas).values(areaRows);
  });
}
