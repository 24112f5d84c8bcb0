import type { OptionSelection, Product } from "@/modules/catalog";

type PriceableProduct = Pick<Product, "basePrice" | "options">;

export type PricedSelection =
  | { ok: true; unitPrice: number; selection: OptionSelection }
  | { ok: false; error: "missingOption" | "unknownOption"; optionId: string; optionName?: string };

/**
 * Unit price in USD cents = base price + the modifier of the chosen value of every option (docs/product-rules.md#options-and-prices).
 * Every option must be chosen with one of its own values; an option id the product doesn't have is
 * refused rather than ignored, so a stale or forged selection never prices silently.
 */
export function priceSelection(product: PriceableProduct, selection: OptionSelection): PricedSelection {
  const known = new Set(product.options.map((option) => option.id));
  const stray = Object.keys(selection).find((optionId) => !known.has(optionId));
  if (stray !== undefined) return { ok: false, error: "unknownOption", optionId: stray };

  let unitPrice = product.basePrice;
  const chosen: OptionSelection = {};
  for (const option of product.options) {
    const valueId = selection[option.id];
    if (valueId === undefined) {
      return { ok: false, error: "missingOption", optionId: option.id, optionName: option.name };
    }
    const value = option.values.find((candidate) => candidate.id === valueId);
    if (!value) return { ok: false, error: "unknownOption", optionId: option.id, optionName: option.name };
    unitPrice += value.priceModifier;
    chosen[option.id] = value.id;
  }
  return { ok: true, unitPrice, selection: chosen };
}

/** The first value of every option: what the product page preselects (docs/product-rules.md#product-page). */
export function defaultSelection(product: Pick<Product, "options">): OptionSelection {
  return Object.fromEntries(product.options.flatMap((o) => (o.values[0] ? [[o.id, o.values[0].id]] : [])));
}
