import "server-only";
import { and, eq, inArray, isNotNull, notInArray, sql } from "drizzle-orm";
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
 * Writes the data file's catalog: categories and products are upserted by key, and each product's
 * options, values (with their provider mapping) and print areas are replaced, all in one transaction so
 * no request sees half of it. A product no longer in the file is made inactive, not deleted: carts that
 * hold it then report the line as dropped, and a category left without active products is not listed.
 *
 * A product staff edited in the admin (`edited_at` set, catalog-edit.server.ts) keeps what staff own:
 * its name, description, base price, price breaks, pictures, active flag, and each option value's names
 * and price modifier. The file still owns the rest of it (reference, category, provider reference,
 * copies per unit, what a unit is, the quantity range, position, which options and values exist, their
 * provider mapping, print areas), so a
 * corrected print mapping still reaches an edited product. A value the file adds takes the file's name
 * and price; a value the file marks as changing nothing at the printer costs nothing, whatever staff
 * typed; a product the file no longer has is made inactive even when edited. Products never edited
 * follow the file entirely (docs/admin.md#catalog).
 */
export async function seedCatalog(database: Database, file: CatalogFile = loadCatalogFile()) {
  await database.transaction(async (tx) => {
    // Several app processes may start together: one seeds at a time, or their delete-and-insert of the
    // same options would collide. The lock ends with the transaction.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('printgo:seed-catalog'))`);
    const edited = new Set(
      (await tx.select({ id: products.id }).from(products).where(isNotNull(products.editedAt))).map(
        (row) => row.id,
      ),
    );
    // Staff's value names and prices, read before the options are replaced below.
    const staffValues = new Map(
      edited.size === 0
        ? []
        : (
            await tx
              .select()
              .from(productOptionValues)
              .where(inArray(productOptionValues.productId, [...edited]))
          ).map((value) => [valueKey(value.productId, value.optionCode, value.code), value]),
    );
    for (const [position, category] of file.categories.entries()) {
      const row = { slug: category.slug, name: category.name, image: category.image, position };
      await tx.insert(categories).values(row).onConflictDoUpdate({ target: categories.slug, set: row });
    }
    for (const [position, product] of file.products.entries()) {
      // What the file always owns, then what staff own once they edited the product.
      const fileOwned = {
        id: product.id,
        reference: product.reference,
        categorySlug: product.category,
        providerReference: product.providerReference,
        copiesPerUnit: product.copiesPerUnit,
        unit: product.unit,
        minQuantity: product.minQuantity,
        maxQuantity: product.maxQuantity,
        position,
      };
      const row = {
        ...fileOwned,
        priceBreaks: product.priceBreaks,
        name: product.name,
        description: product.description,
        basePrice: product.basePrice,
        images: product.images.map((image, index) => ({ id: String(index + 1), ...image })),
        active: true,
      };
      await tx
        .insert(products)
        .values(row)
        .onConflictDoUpdate({ target: products.id, set: edited.has(product.id) ? fileOwned : row });
    }
    const ids = file.products.map((product) => product.id);
    // Only the file's own products: the ones staff created from the provider's catalogue are theirs.
    await tx
      .update(products)
      .set({ active: false })
      .where(and(eq(products.origin, "file"), notInArray(products.id, ids)));
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
        option.values.map((value, position) => {
          const staff = staffValues.get(valueKey(product.id, option.id, value.id));
          return {
            productId: product.id,
            optionCode: option.id,
            code: value.id,
            name: staff?.name ?? value.name,
            priceModifier:
              staff && value.provider.kind !== "none" ? staff.priceModifier : value.priceModifier,
            provider: value.provider,
            position,
          };
        }),
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

const valueKey = (productId: number, optionCode: string, code: string) =>
  `${productId}/${optionCode}/${code}`;
