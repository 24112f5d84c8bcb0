import type { OptionSelection, Product } from "./schema";

/** The cheapest value of every option (the first of equals): the selection the "From" price is for. */
export function fromSelection(product: Pick<Product, "options">): OptionSelection {
  return Object.fromEntries(
    product.options.flatMap((option) => {
      const cheapest = option.values.reduce<(typeof option.values)[number] | undefined>(
        (best, value) => (best && best.priceModifier <= value.priceModifier ? best : value),
        undefined,
      );
      return cheapest ? [[option.id, cheapest.id]] : [];
    }),
  );
}

/**
 * The lowest list price of one unit any selection can reach: the catalog's "From" price, before price
 * breaks (those show in the product's table, docs/product-rules.md#price-breaks).
 */
export function fromPrice(product: Pick<Product, "basePrice" | "options">): number {
  return product.options.reduce(
    (sum, option) => sum + Math.min(...option.values.map((value) => value.priceModifier)),
    product.basePrice,
  );
}
