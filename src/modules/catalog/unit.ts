import type { OptionSelection, Product } from "./schema";

/** What unitCopies and unitLabel need of a product. */
export type UnitProduct = Pick<Product, "unit" | "copiesPerUnit" | "options">;

/**
 * Printed copies one unit holds with `selection` (docs/product-rules.md#units): the product's copies per
 * unit times the chosen pack's, as the provider line counts them (provider-line.ts). An option missing
 * from the selection counts as its first value, as there.
 */
export function unitCopies(product: Omit<UnitProduct, "unit">, selection: OptionSelection): number {
  return product.options.reduce((copies, option) => {
    const value =
      option.values.find((candidate) => candidate.id === selection[option.id]) ?? option.values[0];
    return copies * (value?.copies ?? 1);
  }, product.copiesPerUnit);
}

/**
 * What one unit is with `selection`, in the product's language: "box of 250 cards", "กล่อง 250 ใบ",
 * "book". Every price names it ("$19.99 per box of 250 cards").
 */
export function unitLabel(product: UnitProduct, selection: OptionSelection, locale: string): string {
  const copies = new Intl.NumberFormat(locale).format(unitCopies(product, selection));
  return product.unit.replaceAll("{copies}", copies);
}
