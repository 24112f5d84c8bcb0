import { discountedUnitPrice } from "@/modules/catalog";
import type { OptionSelection, PriceBreak, Product, QuantityRange } from "@/modules/catalog";
import { inQuantityRange } from "./quantity";

type PriceableProduct = Pick<Product, "basePrice" | "options">;
/** What pricing a quantity needs: the list price's parts, the range and the tiers. */
export type TieredProduct = Pick<
  Product,
  "basePrice" | "options" | "minQuantity" | "maxQuantity" | "priceBreaks"
>;

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

/**
 * The tier `quantity` units of one line fall in (docs/product-rules.md#price-breaks): the last break whose
 * `minQuantity` the quantity reaches, or none below the first.
 */
export function priceBreakAt(priceBreaks: PriceBreak[], quantity: number): PriceBreak | undefined {
  return priceBreaks.reduce<PriceBreak | undefined>(
    (found, tier) => (quantity >= tier.minQuantity ? tier : found),
    undefined,
  );
}

/** The tier price of a list unit price; it lives beside the breaks in the catalog (docs/product-rules.md#price-breaks). */
export { discountedUnitPrice };

export type PricedQuantity =
  | {
      ok: true;
      /** What one unit costs at this quantity: the tier price. */
      unitPrice: number;
      /** What one unit costs before price breaks (base + option modifiers). */
      listUnitPrice: number;
      /** The tier's percent off; 0 below the first break. */
      percentOff: number;
      selection: OptionSelection;
    }
  | Exclude<PricedSelection, { ok: true }>
  | { ok: false; error: "quantityOutOfRange"; minQuantity: number; maxQuantity: number };

/**
 * The one server price of a line: the list unit price of `selection` (priceSelection), then the tier of
 * `quantity` (docs/product-rules.md#price-breaks). A quantity outside the product's range is refused,
 * never priced. The quote API, the cart (and so the order) and the product page's estimate all use it.
 */
export function priceQuantity(
  product: TieredProduct,
  selection: OptionSelection,
  quantity: number,
): PricedQuantity {
  const priced = priceSelection(product, selection);
  if (!priced.ok) return priced;
  if (!inQuantityRange(quantity, product)) {
    return {
      ok: false,
      error: "quantityOutOfRange",
      minQuantity: product.minQuantity,
      maxQuantity: product.maxQuantity,
    };
  }
  const percentOff = priceBreakAt(product.priceBreaks, quantity)?.percentOff ?? 0;
  return {
    ok: true,
    unitPrice: discountedUnitPrice(priced.unitPrice, percentOff),
    listUnitPrice: priced.unitPrice,
    percentOff,
    selection: priced.selection,
  };
}

/** One row of a price-breaks table: `from` to `to` units (both included) cost `unitPrice` each. */
export type PriceTier = { from: number; to: number; percentOff: number; unitPrice: number };

/**
 * The product's quantity tiers at the list unit price `listUnitPrice`, from its minimum to its maximum
 * (docs/product-rules.md#price-breaks): what the product page and the calculator show as a table. The
 * last row runs to the maximum, so it shows "250–1,000"; a product without breaks has one row.
 */
export function priceTiers(
  range: QuantityRange & { priceBreaks: PriceBreak[] },
  listUnitPrice: number,
): PriceTier[] {
  const starts = [
    { minQuantity: range.minQuantity, percentOff: 0 },
    ...range.priceBreaks.filter(
      (tier) => tier.minQuantity > range.minQuantity && tier.minQuantity <= range.maxQuantity,
    ),
  ];
  return starts.map((tier, index) => ({
    from: tier.minQuantity,
    to: (starts[index + 1]?.minQuantity ?? range.maxQuantity + 1) - 1,
    percentOff: tier.percentOff,
    unitPrice: discountedUnitPrice(listUnitPrice, tier.percentOff),
  }));
}

/** The first value of every option: what the product page preselects (docs/product-rules.md#product-page). */
export function defaultSelection(product: Pick<Product, "options">): OptionSelection {
  return Object.fromEntries(product.options.flatMap((o) => (o.values[0] ? [[o.id, o.values[0].id]] : [])));
}
