import type { Product } from "./schema";

/** The lowest unit price any selection can reach: the catalog's "From" price. */
export function fromPrice(product: Pick<Product, "basePrice" | "options">): number {
  return product.options.reduce(
    (sum, option) => sum + Math.min(...option.values.map((value) => value.priceModifier)),
    product.basePrice,
  );
}
