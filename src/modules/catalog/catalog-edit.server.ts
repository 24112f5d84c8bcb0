import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Locale } from "@/modules/i18n";
import { invalidateTags } from "@/server/cache";
import type { Database, Transaction } from "@/server/db";
import {
  categories,
  printAreas,
  productOptions,
  productOptionValues,
  products,
} from "@/server/db/schema/catalog";
import type {
  LocalizedText,
  PriceBreak,
  PrintAreaNeededWith,
  ProductImage as StoredImage,
  ProductOrigin,
  ProviderMapping,
  SizeChart,
} from "@/server/db/schema/catalog";
import { CATALOG_TAG } from "./catalog.server";
import type { ProductEdit, ProductEditErrors } from "./product-edit";
import { sameMockupArea } from "./mockup-area-input";
import { priceBreakErrors } from "./price-break-input";
import { pictureExists } from "./product-pictures.server";

/*
 * Staff's edits of the catalog (docs/admin.md#catalog). Staff change what a customer reads and pays
 * (names, descriptions, pictures, prices, whether a product is sold, a garment's size chart), and
 * which print areas need a cut line. What else the printer receives (the provider reference, the
 * options and values that exist and their provider mapping, the print areas' sizes and sides) is not
 * edited here, because changing it is a question of print fidelity, not of copy: options are added and
 * removed from the account's families (offered-options.server.ts). An edited product carries
 * `edited_at` (the list's "Edited by staff").
 */

/** One row of the admin's catalog list: every product, sold or not. */
export type CatalogRow = {
  id: number;
  reference: string;
  name: string;
  categoryName: string;
  basePrice: number;
  active: boolean;
  thumbnail: string | null;
  editedAt: Date | null;
};

/** The list, in display order; `search` matches the name in either language, or the reference. */
export async function catalogRows(
  database: Database,
  { locale, search = "" }: { locale: Locale; search?: string },
): Promise<CatalogRow[]> {
  const words = search.trim().toLowerCase();
  const rows = await database
    .select({
      id: products.id,
      reference: products.reference,
      name: products.name,
      categoryName: categories.name,
      basePrice: products.basePrice,
      active: products.active,
      images: products.images,
      editedAt: products.editedAt,
    })
    .from(products)
    .innerJoin(categories, eq(categories.slug, products.categorySlug))
    .orderBy(asc(products.position), asc(products.id));
  return rows
    .filter(
      (row) =>
        !words ||
        [row.name.en, row.name.th, row.reference].some((text) => text.toLowerCase().includes(words)),
    )
    .map((row) => ({
      id: row.id,
      reference: row.reference,
      name: row.name[locale],
      categoryName: row.categoryName[locale],
      basePrice: row.basePrice,
      active: row.active,
      thumbnail: row.images[0]?.url ?? null,
      editedAt: row.editedAt,
    }));
}

/** A product as the edit form shows it, every language; the provider mapping only as its kind. */
export type EditableProduct = {
  id: number;
  reference: string;
  categorySlug: string;
  name: LocalizedText;
  description: LocalizedText;
  basePrice: number;
  active: boolean;
  minQuantity: number;
  maxQuantity: number;
  /** Staff's, also for a data file product once inserted (catalog-seed.server.ts). */
  priceBreaks: PriceBreak[];
  images: StoredImage[];
  editedAt: Date | null;
  /** `provider` for a product staff created from the provider's catalogue: publishing it is margin-guarded. */
  origin: ProductOrigin;
  providerReference: string;
  copiesPerUnit: number;
  /** The garment's measurements per size (staff's, for every product); null for none. */
  sizeChart: SizeChart | null;
  /** A double-sided product's back (page 2 of the printer's file) and the value that asks for it; else null. */
  back: { code: string; neededWith: PrintAreaNeededWith | null } | null;
  /** Its print areas in order: a picture's mockup may draw any of them; staff say which need a cut line. */
  printAreas: { code: string; name: LocalizedText; widthMm: number; heightMm: number; cutLine: boolean }[];
  options: {
    code: string;
    name: LocalizedText;
    values: {
      code: string;
      name: LocalizedText;
      priceModifier: number;
      providerKind: ProviderMapping["kind"];
      provider: ProviderMapping;
    }[];
  }[];
};

/** One product, active or not, for the edit form; undefined when there is no such product. */
export async function editableProduct(
  executor: Database | Transaction,
  id: number,
): Promise<EditableProduct | undefined> {
  const [row] = await executor.select().from(products).where(eq(products.id, id));
  if (!row) return undefined;
  const [optionRows, valueRows, areaRows] = await Promise.all([
    executor
      .select()
      .from(productOptions)
      .where(eq(productOptions.productId, id))
      .orderBy(asc(productOptions.position)),
    executor
      .select()
      .from(productOptionValues)
      .where(eq(productOptionValues.productId, id))
      .orderBy(asc(productOptionValues.position)),
    executor
      .select({
        code: printAreas.code,
        name: printAreas.name,
        widthMm: printAreas.widthMm,
        heightMm: printAreas.heightMm,
        cutLine: printAreas.cutLine,
        filePage: printAreas.filePage,
        neededWith: printAreas.neededWith,
      })
      .from(printAreas)
      .where(eq(printAreas.productId, id))
      .orderBy(asc(printAreas.position), asc(printAreas.code)),
  ]);
  const backRow = areaRows.find((area) => area.filePage === 2);
  return {
    id: row.id,
    reference: row.reference,
    categorySlug: row.categorySlug,
    name: row.name,
    description: row.description,
    basePrice: row.basePrice,
    active: row.active,
    minQuantity: row.minQuantity,
    maxQuantity: row.maxQuantity,
    // In one key order (jsonb keeps its own), so an unchanged form compares equal (productChange).
    priceBreaks: row.priceBreaks.map(({ minQuantity, percentOff }) => ({ minQuantity, percentOff })),
    images: row.images,
    editedAt: row.editedAt,
    origin: row.origin,
    providerReference: row.providerReference,
    copiesPerUnit: row.copiesPerUnit,
    sizeChart: row.sizeChart && sameKeyOrder(row.sizeChart),
    // In one key order (jsonb keeps its own), so an unchanged form compares equal.
    back: backRow
      ? {
          code: backRow.code,
          neededWith: backRow.neededWith && {
            option: backRow.neededWith.option,
            value: backRow.neededWith.value,
          },
        }
      : null,
    printAreas: areaRows.map(({ code, name, widthMm, heightMm, cutLine }) => ({
      code,
      name,
      widthMm,
      heightMm,
      cutLine,
    })),
    options: optionRows.map((option) => ({
      code: option.code,
      name: option.name,
      values: valueRows
        .filter((value) => value.optionCode === option.code)
        .map((value) => ({
          code: value.code,
          name: value.name,
          priceModifier: value.priceModifier,
          providerKind: value.provider.kind,
          provider: value.provider,
        })),
    })),
  };
}

/** The fields an edit changed, as they were and as they became (for the audit log). */
export type ProductChange = { before: Record<string, unknown>; after: Record<string, unknown> };

export type ProductEditResult =
  | { ok: true; changed: boolean; product: EditableProduct }
  | { ok: false; error: "notFound" }
  | { ok: false; error: "invalid"; fieldErrors: ProductEditErrors };

/**
 * Applies `edit` to its product in one transaction: the product row (with `edited_at = now()`), the
 * changed option values, the cache invalidation (sent at commit, so every process drops its catalog)
 * and whatever `recordChange` writes, e.g. the audit entry, in the same transaction. Nothing is written
 * when nothing changed. Rules the form's schema cannot know are checked here against the stored
 * product: the options and values must be the product's own (adding or removing them is not offered),
 * a value that changes nothing at the printer costs nothing, the cheapest combination costs something,
 * a picture shows one of the product's own option values and draws one of its own print areas, the
 * print areas sent are the product's, and a new picture must exist: under public/, or in storage for
 * an uploaded `/media/catalog/…` one.
 */
export async function editProduct(
  database: Database,
  edit: ProductEdit,
  recordChange: (tx: Transaction, change: ProductChange) => Promise<void>,
): Promise<ProductEditResult> {
  const result = await database.transaction(async (tx): Promise<ProductEditResult> => {
    // Two staff saving the same product at once: one after the other, each on what the other left.
    const [locked] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, edit.id))
      .for("update");
    if (!locked) return { ok: false, error: "notFound" };
    const stored = (await editableProduct(tx, edit.id))!;
    const fieldErrors = checkAgainstStored(edit, stored);
    // A form built from other options is refused as a whole; otherwise the new pictures must be there.
    if (!fieldErrors.options) Object.assign(fieldErrors, await missingPictures(edit, stored));
    if (Object.keys(fieldErrors).length) return { ok: false, error: "invalid", fieldErrors };

    const images = nextImages(edit.images, stored.images);
    // An edit without a chart (not sent) leaves the stored one; null removes it.
    const sizeChart = edit.sizeChart === undefined ? stored.sizeChart : edit.sizeChart;
    const priceBreaks = edit.priceBreaks ?? stored.priceBreaks;
    const areas = edit.printAreas ?? stored.printAreas;
    const change = productChange(stored, { ...edit, images, sizeChart, priceBreaks, printAreas: areas });
    if (!change) return { ok: true, changed: false, product: stored };

    await tx
      .update(products)
      .set({
        name: edit.name,
        description: edit.description,
        basePrice: edit.basePrice,
        active: edit.active,
        priceBreaks,
        images,
        sizeChart,
        editedAt: sql`now()`,
      })
      .where(eq(products.id, edit.id));
    for (const option of edit.options) {
      for (const value of option.values) {
        await tx
          .update(productOptionValues)
          .set({ name: value.name, priceModifier: value.priceModifier })
          .where(
            and(
              eq(productOptionValues.productId, edit.id),
              eq(productOptionValues.optionCode, option.code),
              eq(productOptionValues.code, value.code),
            ),
          );
      }
    }
    for (const area of areas) {
      if (stored.printAreas.find((was) => was.code === area.code)?.cutLine === area.cutLine) continue;
      await tx
        .update(printAreas)
        .set({ cutLine: area.cutLine })
        .where(and(eq(printAreas.productId, edit.id), eq(printAreas.code, area.code)));
    }
    await recordChange(tx, change);
    // Sent with the transaction: every process drops its copy when (and only if) this commits.
    await invalidateTags([CATALOG_TAG], tx);
    return { ok: true, changed: true, product: (await editableProduct(tx, edit.id))! };
  });
  // The local clear above ran before the commit; a read in between may have cached the old catalog
  // again, so this process clears once more now that the change is visible (PGlite has no notice).
  if (result.ok && result.changed) await invalidateTags([CATALOG_TAG]);
  return result;
}

function checkAgainstStored(edit: ProductEdit, stored: EditableProduct): ProductEditErrors {
  const errors: ProductEditErrors = {};
  const sameCodes = (a: string[], b: string[]) =>
    a.length === b.length && a.every((code, i) => code === b[i]);
  const matches =
    sameCodes(
      edit.options.map((option) => option.code),
      stored.options.map((option) => option.code),
    ) &&
    edit.options.every((option, i) =>
      sameCodes(
        option.values.map((value) => value.code),
        stored.options[i]!.values.map((value) => value.code),
      ),
    );
  // The form was built from another version of the product's options (changed since it was opened).
  if (!matches) return { options: "optionsChanged" };
  if (
    edit.printAreas &&
    !sameCodes(
      edit.printAreas.map((area) => area.code),
      stored.printAreas.map((area) => area.code),
    )
  )
    return { printAreas: "printAreasChanged" };

  let cheapest = edit.basePrice;
  edit.options.forEach((option, i) => {
    option.values.forEach((value, j) => {
      const kind = stored.options[i]!.values[j]!.providerKind;
      if (kind === "none" && value.priceModifier !== 0)
        errors[`options.${i}.values.${j}.priceModifier`] = "modifierMustBeZero";
    });
    cheapest += Math.min(...option.values.map((value) => value.priceModifier));
  });
  if (cheapest < 1) errors.basePrice ??= "cheapestNotPositive";
  edit.images.forEach((image, i) => {
    if (image.shows && !offersValue(stored, image.shows)) errors[`images.${i}.shows`] = "showsUnknown";
    if (image.mockupPrintArea && !stored.printAreas.some((area) => area.code === image.mockupPrintArea))
      errors[`images.${i}.mockupPrintArea`] = "mockupPrintAreaUnknown";
  });
  return { ...errors, ...priceBreakErrors(edit.priceBreaks ?? [], stored) };
}

/** Whether the product has that option with that value (what a picture may say it shows). */
function offersValue(stored: EditableProduct, shows: { option: string; value: string }): boolean {
  const option = stored.options.find((candidate) => candidate.code === shows.option);
  return option?.values.some((value) => value.code === shows.value) ?? false;
}

/** New pictures that are not there: a path under public/, or an uploaded picture in storage. */
async function missingPictures(edit: ProductEdit, stored: EditableProduct): Promise<ProductEditErrors> {
  const errors: ProductEditErrors = {};
  const storedUrls = new Set(stored.images.map((image) => image.url));
  await Promise.all(
    edit.images.map(async (image, i) => {
      if (storedUrls.has(image.url)) return;
      if (!(await pictureExists(image.url))) errors[`images.${i}.url`] = "imageMissing";
    }),
  );
  return errors;
}

/**
 * Pictures in the new order: a stored one keeps its id, a new one gets the next id; each shows what the
 * form says and has the mockup area the form gives (null: none; left out: a stored picture's own).
 */
function nextImages(images: ProductEdit["images"], stored: StoredImage[]): StoredImage[] {
  const byId = new Map(stored.map((image) => [image.id, image]));
  let nextId = Math.max(0, ...stored.map((image) => Number(image.id) || 0)) + 1;
  return images.map((image) => {
    const known = image.id === undefined ? undefined : byId.get(image.id);
    const same = known && known.url === image.url ? known : undefined;
    const area = image.mockupArea === undefined ? same?.mockupArea : (image.mockupArea ?? undefined);
    // An unchanged area keeps the stored numbers, so an edit of nothing compares equal.
    const mockupArea = sameMockupArea(area, same?.mockupArea) ? same?.mockupArea : area;
    const next: StoredImage = {
      id: same ? same.id : String(nextId++),
      url: image.url,
      alt: image.alt,
      ...(mockupArea && { mockupArea }),
      ...(image.shows && { shows: image.shows }),
      ...(image.mockupPrintArea && { mockupPrintArea: image.mockupPrintArea }),
    };
    // Unchanged, the stored object is kept as it is (its key order included): nothing to record.
    if (
      same &&
      sameShows(same.shows, image.shows) &&
      mockupArea === same.mockupArea &&
      same.mockupPrintArea === image.mockupPrintArea
    )
      return { ...same, alt: image.alt };
    return next;
  });
}

function sameShows(a: StoredImage["shows"], b: StoredImage["shows"]): boolean {
  return a?.option === b?.option && a?.value === b?.value;
}

type Comparable = Pick<
  EditableProduct,
  "name" | "description" | "basePrice" | "active" | "priceBreaks" | "images" | "sizeChart"
> & {
  printAreas: { code: string; cutLine: boolean }[];
  options: { code: string; values: { code: string; name: LocalizedText; priceModifier: number }[] }[];
};

/**
 * The chart with its keys in the order the form's schema gives them: jsonb hands keys back sorted, and
 * the change is found by comparing JSON text.
 */
function sameKeyOrder(chart: SizeChart): SizeChart {
  return {
    measures: chart.measures.map((measure) => ({ en: measure.en, th: measure.th })),
    rows: chart.rows.map((row) => ({ label: row.label, mm: row.mm })),
  };
}

/** The changed fields before and after; undefined when the edit changes nothing. */
function productChange(stored: EditableProduct, next: Comparable): ProductChange | undefined {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  const compare = (field: string, was: unknown, becomes: unknown) => {
    if (JSON.stringify(was) === JSON.stringify(becomes)) return;
    before[field] = was;
    after[field] = becomes;
  };
  compare("name", stored.name, next.name);
  compare("description", stored.description, next.description);
  compare("basePrice", stored.basePrice, next.basePrice);
  compare("active", stored.active, next.active);
  compare("priceBreaks", stored.priceBreaks, next.priceBreaks);
  compare("images", stored.images, next.images);
  compare("sizeChart", stored.sizeChart, next.sizeChart);
  next.printAreas.forEach((area, i) =>
    compare(`printAreas.${area.code}.cutLine`, stored.printAreas[i]!.cutLine, area.cutLine),
  );
  next.options.forEach((option, i) =>
    option.values.forEach((value, j) => {
      const was = stored.options[i]!.values[j]!;
      const key = `options.${option.code}.${value.code}`;
      compare(`${key}.name`, was.name, value.name);
      compare(`${key}.priceModifier`, was.priceModifier, value.priceModifier);
    }),
  );
  return Object.keys(after).length ? { before, after } : undefined;
}

/** Every category, with products for sale or not, in display order: what staff may file a product under. */
export async function categoryChoices(database: Database, locale: Locale) {
  const rows = await database.select().from(categories).orderBy(asc(categories.position));
  return rows.map((row) => ({ slug: row.slug, name: row.name[locale] }));
}
