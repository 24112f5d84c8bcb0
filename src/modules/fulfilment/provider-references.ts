/** The part of a catalog product the catalog check reads: its provider product and its option values. */
export type ProductWithProviderReferences = {
  providerReference: string;
  options: { code: string; values: { code: string; providerReference: string | null }[] }[];
};

/** One option value and what it needs at the provider when the line prints as `product`. */
export type ValueProviderReferences = {
  optionId: string;
  valueId: string;
  /** The provider product this value is used with (a value may appear once per product it can meet). */
  product: string;
  /** Option references sent with the line; each must be an option of `product`. */
  optionRefs: string[];
  /** The same with their counts, as a quote or print order sends them (`optionRefs` are their types). */
  options: { type: string; count: number }[];
  /** Packs: copies at the provider per unit we sell (ProviderEffect "copies"); 1 when absent. */
  perUnit?: number;
  /** The value prints the line as this provider product instead (a photo book's size). */
  productRef?: string;
};

export type ProviderReferences = {
  /** Every provider product the product can print as: its own reference, then each value's swap. */
  products: string[];
  values: ValueProviderReferences[];
};

/**
 * What a catalog product names at the provider, for the catalog check (catalog-check.ts); the check
 * uses nothing else of the catalog's provider data.
 *
 * adapt when ProviderEffect lands: this reads today's `providerReference` strings ("product=<ref>",
 * "total_pages", an option reference, or none). With the new required `provider` field it becomes:
 *   { kind: "options", options } → options, optionRefs = options.map((o) => o.type)
 *   { kind: "product", product } → productRef = product (and product = that product)
 *   { kind: "copies", perUnit } → perUnit, no options (nothing to check at the printer)
 *   { kind: "none" } → no options
 * and the product's own `providerReference` stays the base product.
 *
 * A value with option references is listed once for every product the line may print as (the base
 * product and the swaps of the *other* options), because it is sent with whichever one was chosen.
 */
export function providerReferencesOf(product: ProductWithProviderReferences): ProviderReferences {
  const base = product.providerReference;
  const swapOf = (reference: string | null) =>
    reference?.startsWith("product=") ? reference.slice("product=".length) : undefined;
  const swapsByOption = new Map(
    product.options.map((option) => [
      option.code,
      option.values.flatMap((value) => {
        const swap = swapOf(value.providerReference);
        return swap ? [swap] : [];
      }),
    ]),
  );
  const products = unique([base, ...[...swapsByOption.values()].flat()]);

  const values = product.options.flatMap((option) => {
    const otherSwaps = product.options
      .filter((other) => other.code !== option.code)
      .flatMap((other) => swapsByOption.get(other.code) ?? []);
    const usedWith = unique([base, ...otherSwaps]);
    return option.values.flatMap((value): ValueProviderReferences[] => {
      const ids = { optionId: option.code, valueId: value.code };
      const reference = value.providerReference;
      const swap = swapOf(reference);
      if (swap) return [{ ...ids, product: swap, optionRefs: [], options: [], productRef: swap }];
      if (!reference) return [{ ...ids, product: base, optionRefs: [], options: [] }];
      // "total_pages" carries the page count from the value id (print-order.ts does the same).
      const count = reference === "total_pages" ? Number.parseInt(value.code, 10) : 1;
      return usedWith.map((used) => ({
        ...ids,
        product: used,
        optionRefs: [reference],
        options: [{ type: reference, count }],
      }));
    });
  });
  return { products, values };
}

function unique(items: string[]): string[] {
  return [...new Set(items)];
}
