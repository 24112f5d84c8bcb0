import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { invalidateTags } from "@/server/cache";
import type { Database, Transaction } from "@/server/db";
import {
  categories,
  printAreas,
  products,
  type PrintAreaNeededWith,
  type ProductImage,
} from "@/server/db/schema/catalog";
import { CATALOG_TAG } from "./catalog.server";
import { neededWithOf } from "./offered-options";
import { insertOfferedOptions } from "./offered-options.server";
import { pictureExists } from "./product-pictures.server";
import { IMPORTED_PRODUCT_ID_START, type ProductImport } from "./product-import";
import type { ImportedPrintArea } from "./provider-specs";

export type CreateImportedResult =
  { ok: true; id: number } | { ok: false; fieldErrors: Record<string, string> };

/**
 * Writes a product staff built from a provider product (docs/admin.md#provider-catalogue), not yet for
 * sale: staff publish it from its edit page, where the margin guard runs. Each value is sent to the
 * printer as its one option reference (insertOfferedOptions), the product as the account's reference, so the
 * catalog check and every order read it like any other product. Runs in the caller's transaction
 * (the audit entry goes with it); the cache is not touched, since an inactive product shows nowhere.
 */
export async function createImportedProduct(
  tx: Transaction,
  input: ProductImport,
  area: ImportedPrintArea,
): Promise<CreateImportedResult> {
  // Two staff importing at once: one takes the next id after the other.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('printgo:import-product'))`);
  const fieldErrors: Record<string, string> = {};
  const [category] = await tx
    .select({ slug: categories.slug })
    .from(categories)
    .where(eq(categories.slug, input.category));
  if (!category) fieldErrors.category = "categoryUnknown";
  const [taken] = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.reference, input.reference));
  if (taken) fieldErrors.reference = "referenceTaken";
  if (!(await pictureExists(input.image.url))) fieldErrors["image.url"] = "imageMissing";
  if (Object.keys(fieldErrors).length) return { ok: false, fieldErrors };

  const [next] = await tx
    .select({
      id: sql<number>`greatest(max(${products.id}) + 1, ${IMPORTED_PRODUCT_ID_START})::int`,
      position: sql<number>`(coalesce(max(${products.position}), 0) + 1)::int`,
    })
    .from(products);
  const id = next!.id;
  await tx.insert(products).values({
    id,
    reference: input.reference,
    categorySlug: input.category,
    name: input.name,
    description: input.description,
    basePrice: input.basePrice,
    providerReference: input.providerReference,
    copiesPerUnit: 1,
    unit: input.unit,
    minQuantity: input.minQuantity,
    maxQuantity: input.maxQuantity,
    priceBreaks: input.priceBreaks,
    images: [
      {
        id: "1",
        url: input.image.url,
        alt: input.image.alt,
        ...(input.image.mockupArea && { mockupArea: input.image.mockupArea }),
      },
    ],
    position: next!.position,
    active: false,
    origin: "provider",
    sizeChart: input.sizeChart ?? null,
    editedAt: sql`now()`,
  });
  await insertOfferedOptions(tx, id, input.options);
  await tx
    .insert(printAreas)
    .values(importedPrintAreas(id, area, neededWithOf(input.options, input.backWith)));
  return { ok: true, id };
}

/** Names of the print areas of an imported product: one design, or each printed side. */
const SIDE_NAMES = [
  { code: "front", name: { en: "Front", th: "ด้านหน้า" } },
  { code: "back", name: { en: "Back", th: "ด้านหลัง" } },
] as const;

/**
 * One design at the trim size; or, for a product printed on both sides, a front and a back, each taking
 * its own design (checked on its own) that becomes one page of the printer's file, the back asked for
 * only with `backNeededWith` when staff chose a value that prints it (docs/product-rules.md#sides).
 */
function importedPrintAreas(
  productId: number,
  area: ImportedPrintArea,
  backNeededWith: PrintAreaNeededWith | null,
): (typeof printAreas.$inferInsert)[] {
  const common = {
    productId,
    widthMm: area.widthMm,
    heightMm: area.heightMm,
    pages: 1,
    cutLine: area.cutLine,
    bleedMm: area.bleedMm,
    safetyMm: area.safetyMm,
    fileRole: "product",
  } as const;
  if (area.sides === 1) {
    return [{ ...common, code: "design", name: { en: "Design", th: "งานออกแบบ" }, position: 0 }];
  }
  return SIDE_NAMES.slice(0, area.sides).map((side, index) => ({
    ...common,
    ...side,
    position: index,
    filePage: index + 1,
    neededWith: index === 0 ? null : backNeededWith,
  }));
}

/**
 * Sets an imported product's pictures (with the mockup areas designs are placed on) and whether it is
 * for sale, for the demo shop's seed, which has no form; every process drops its catalog at commit.
 * Staff do the same through the edit form (editProduct), which checks and audits each change.
 */
export async function setImportedPicturesAndSale(
  database: Database,
  id: number,
  { images, active }: { images: Omit<ProductImage, "id">[]; active: boolean },
): Promise<void> {
  await database.transaction(async (tx) => {
    await tx
      .update(products)
      .set({ images: images.map((image, index) => ({ id: String(index + 1), ...image })), active })
      .where(and(eq(products.id, id), eq(products.origin, "provider")));
    await invalidateTags([CATALOG_TAG], tx);
  });
  // As editProduct: this process clears again once the change is visible (PGlite has no notice).
  await invalidateTags([CATALOG_TAG]);
}
