import type { ProviderMapping } from "@/modules/catalog";

/** The part of a catalog product the catalog check reads: its provider product and its option values. */
export type ProductWithProviderReferences = {
  providerReference: string;
  options: { code: string; values: { code: string; provider: ProviderMapping }[] }[];
};

/** One option value and what it needs at the provider when the line prints as `product`. */
export type ValueProviderReferences = {
  optionId: string;
  valueId: string;
  /** The provider product this value is used with (a value may appear once per product it can meet). */
  product: string;
  /** Option references sent with the line; each must be an option of `product`. */
  optionRefs: string[];
  /** The value prints the line as this provider product instead (a photo book's size). */
  productRef?: string;
};

export type ProviderReferences = {
  /** Every provider product the product can print as: its own reference, then each value's swap. */
  products: string[];
  values: ValueProviderReferences[];
};

/**
 * What a catalog product names at the provider, for the catalog check (catalog-check.server.ts); the
 * check uses nothing else of the catalog's provider data. Each value's mapping (docs/cloudprinter.md §5):
 *   { kind: "options", options } → those options, to exist on the product the line prints as
 *   { kind: "product", product } → the line prints as that product, which must exist
 *   { kind: "copies", perUnit }  → copies only: nothing to check at the printer
 *   { kind: "none" }             → nothing sent
 *
 * A value with options is listed once for every product the line may print as (the base product and
 * the swaps of the *other* options), because it is sent with whichever one was chosen.
 */
export function providerReferencesOf(product: ProductWithProviderReferences): ProviderReferences {
  const base = product.providerReference;
  const swapOf = (provider: ProviderMapping) => (provider.kind === "product" ? provider.product : undefined);
  const swapsByOption = new Map(
    product.options.map((option) => [
      option.code,
      option.values.flatMap((value) => {
        const swap = swapOf(value.provider);
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
      const provider = value.provider;
      switch (provider.kind) {
        case "product":
          return [{ ...ids, product: provider.product, optionRefs: [], productRef: provider.product }];
        case "copies":
        case "none":
          return [{ ...ids, product: base, optionRefs: [] }];
        case "options":
          return usedWith.map((used) => ({
            ...ids,
            product: used,
            optionRefs: provider.options.map((option) => option.type),
          }));
      }
    });
  });
  return { products, values };
}

function unique(items: string[]): string[] {
  return [...new Set(items)];
}
