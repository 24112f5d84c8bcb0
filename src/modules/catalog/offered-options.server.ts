import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { invalidateTags } from "@/server/cache";
import type { Database, Transaction } from "@/server/db";
import {
  printAreas,
  productOptions,
  productOptionValues,
  products,
  type ProductImage,
  type ProviderMapping,
} from "@/server/db/schema/catalog";
import { CATALOG_TAG } from "./catalog.server";
import { editableProduct, type EditableProduct, type ProductChange } from "./catalog-edit.server";
import {
  cheapestPrice,
  neededWithOf,
  withKeptOptions,
  type MappedOption,
  type OfferedOptions,
} from "./offered-options";

/*
 * Replaces the options a product offers (docs/admin.md#offered-options), imported or from the data
 * file alike. The caller has checked every value against the account (checkAgainstAccount) and
 * against the kept options (keptOptionIssues, which only a migration changes): here only the prices
 * and the back are checked, and the whole list is written in one transaction with the audit entry.
 */

export type OfferedOptionsResult =
  | { ok: true; changed: boolean; product: EditableProduct }
  | { ok: false; error: "notFound" }
  | { ok: false; error: "invalid"; fieldErrors: Record<string, string> };

/**
 * The product's options become `options`, in that order, each value sent to the printer as its one
 * option reference; a double-sided product's back is asked for only with the value `backWith` names
 * (none: always, docs/product-rules.md#sides). Options mapped another way than one option reference
 * (isKeptOption: pack sizes, page counts) stay as they are, at their place. Options and values staff
 * keep keep their codes, so carts holding them stay valid; a cart line holding a removed value is
 * taken out of the cart and named there (cart-view.server.ts).
 * A picture that showed a removed value keeps its place and shows no value any more. Nothing is
 * written when nothing changed.
 */
export async function replaceOfferedOptions(
  database: Database,
  id: number,
  { options, backWith }: { options: OfferedOptions; backWith: string | null },
  recordChange: (tx: Transaction, change: ProductChange) => Promise<void>,
): Promise<OfferedOptionsResult> {
  const result = await database.transaction(async (tx): Promise<OfferedOptionsResult> => {
    // One save at a time per product, as editProduct: each works on what the other left.
    const [locked] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, id))
      .for("update");
    if (!locked) return { ok: false, error: "notFound" };
    const stored = (await editableProduct(tx, id))!;
    const merged = withKeptOptions(stored.options, options);
    if (cheapestPrice(stored.basePrice, merged) < 1)
      return { ok: false, error: "invalid", fieldErrors: { options: "cheapestNotPositive" } };

    const { back } = stored;
    if (backWith !== null && !back)
      return { ok: false, error: "invalid", fieldErrors: { backWith: "backWithOneSide" } };
    const backNeededWith = neededWithOf(options, backWith);

    const before = { options: optionsSummary(stored.options), backNeededWith: back?.neededWith ?? null };
    const after = { options: optionsSummary(merged), backNeededWith };
    if (JSON.stringify(before) === JSON.stringify(after))
      return { ok: true, changed: false, product: stored };

    // The values go with their options (on delete cascade); the new list is written whole.
    await tx.delete(productOptions).where(eq(productOptions.productId, id));
    await insertOptions(tx, id, merged);
    await tx
      .update(products)
      .set({ images: withoutRemovedShows(stored.images, merged), editedAt: sql`now()` })
      .where(eq(products.id, id));
    if (back)
      await tx
        .update(printAreas)
        .set({ neededWith: backNeededWith })
        .where(and(eq(printAreas.productId, id), eq(printAreas.code, back.code)));
    await recordChange(tx, { before, after });
    // Sent with the transaction: every process drops its copy when (and only if) this commits.
    await invalidateTags([CATALOG_TAG], tx);
    return { ok: true, changed: true, product: (await editableProduct(tx, id))! };
  });
  // As editProduct: a read between the local clear and the commit may have cached the old options.
  if (result.ok && result.changed) await invalidateTags([CATALOG_TAG]);
  return result;
}

/**
 * Writes `options` as the product's, in that order: each value sent to the printer as its one option
 * reference (count 1), so `providerLine` sends exactly what was chosen (docs/cloudprinter.md §5.1).
 */
export async function insertOfferedOptions(tx: Transaction, productId: number, options: OfferedOptions) {
  await insertOptions(tx, productId, withKeptOptions([], options));
}

/** Writes `options` as the product's, in that order, each value with the mapping it carries. */
async function insertOptions(tx: Transaction, productId: number, options: MappedOption[]) {
  if (options.length === 0) return;
  await tx
    .insert(productOptions)
    .values(
      options.map((option, position) => ({ productId, code: option.code, name: option.name, position })),
    );
  await tx.insert(productOptionValues).values(
    options.flatMap((option) =>
      option.values.map((value, position) => ({
        productId,
        optionCode: option.code,
        code: value.code,
        name: value.name,
        priceModifier: value.priceModifier,
        provider: value.provider,
        position,
      })),
    ),
  );
}

/** The options as the audit log keeps them, and as "did anything change" compares them. */
function optionsSummary(options: MappedOption[]) {
  return options.map((option) => ({
    code: option.code,
    name: { en: option.name.en, th: option.name.th },
    values: option.values.map((value) => ({
      code: value.code,
      name: { en: value.name.en, th: value.name.th },
      priceModifier: value.priceModifier,
      printer: printerSummary(value.provider),
    })),
  }));
}

/** What a value sends, short: its option references, or its kind and figure for the other mappings. */
function printerSummary(provider: ProviderMapping): string | string[] {
  switch (provider.kind) {
    case "options":
      return provider.options.map((option) =>
        option.count === 1 ? option.type : `${option.type}×${option.count}`,
      );
    case "product":
      return `product:${provider.product}`;
    case "copies":
      return `copies:${provider.perUnit}`;
    case "none":
      return "none";
  }
}

/** The pictures, each `shows` that names a value no longer offered dropped. */
function withoutRemovedShows(images: ProductImage[], options: MappedOption[]): ProductImage[] {
  const offered = new Set(
    options.flatMap((option) => option.values.map((value) => `${option.code}/${value.code}`)),
  );
  return images.map((image) => {
    if (!image.shows || offered.has(`${image.shows.option}/${image.shows.value}`)) return image;
    const { shows: _removed, ...rest } = image;
    return rest;
  });
}
