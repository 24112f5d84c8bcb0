import "server-only";
import { inArray, notInArray, sql } from "drizzle-orm";
import { invalidateTags } from "@/server/cache";
import type { Database } from "@/server/db";
import { categories, printAreas, productOptions, productOptionValues, products } from "@/server/db/schema";
import { CATALOG_TAG } from "./catalog.server";
import { loadCatalogFile, type CatalogFile } from "./data/catalog-file";

/**
 * Writes the data file's catalog: categories and products are upserted by key, and each product's
 * options, values (with their provider mapping) and print areas are replaced, all in one transaction so
 * no request sees half of it. A product no longer in the file is made inactive, not deleted: carts that
 * hold it then report the line as dropped, and a category left without active products is not listed.
 * Until staff can edit the catalog, the data file is the source of truth.
 */
export async function seedCatalog(database: Database, file: CatalogFile = loadCatalogFile()) {
  await database.transaction(async (tx) => {
    // Several app processes may start together: one seeds at a time, or their delete-and-insert of the
    // same options would collide. The lock ends with the transaction.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('printgo:seed-catalog'))`);
    for (const [position, category] of file.categories.entries()) {
      const row = { slug: category.slug, name: category.name, image: category.image, position };
      await tx.insert(categories).values(row).onConflictDoUpdate({ target: categories.slug, set: row });
    }
    for (const [position, product] of file.products.entries()) {
      const row = {
        id: product.id,
        reference: product.reference,
        categorySlug: product.category,
        name: product.name,
        description: product.description,
        basePrice: product.basePrice,
        providerReference: product.providerReference,
        copiesPerUnit: product.copiesPerUnit,
        images: product.images.map((image, index) => ({ id: String(index + 1), ...image })),
        rating: String(product.rating),
        reviewCount: product.reviewCount,
        position,
        active: true,
      };
      await tx.insert(products).values(row).onConflictDoUpdate({ target: products.id, set: row });
    }
    const ids = file.products.map((product) => product.id);
    await tx.update(products).set({ active: false }).where(notInArray(products.id, ids));
    // Values go with their options (on delete cascade).
    await tx.delete(productOptions).where(inArray(productOptions.productId, ids));
    await tx.delete(printAreas).where(inArray(printAreas.productId, ids));
    const optionRows = file.products.flatMap((product) =>
      product.options.map((option, position) => ({
        productId: product.id,
        code: option.id,
        name: option.name,
        position,
      })),
    );
    const valueRows = file.products.flatMap((product) =>
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
    const areaRows = file.products.flatMap((product) =>
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
    // Sent with the transaction: every process drops its copy when (and only if) this commits.
    await invalidateTags([CATALOG_TAG], tx);
  });
}
