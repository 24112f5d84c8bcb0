import {
  discountedUnitPrice,
  providerLine,
  type MappableProduct,
  type OptionSelection,
  type PriceBreak,
} from "@/modules/catalog";
import type { CatalogCheckClient, Destination, ToUsdCents } from "./catalog-check";

/** A product with our prices, as the guard compares it: what providerLine needs, plus prices. */
export type PricedProduct = Omit<MappableProduct, "options"> & {
  /** USD cents per unit before option modifiers. */
  basePrice: number;
  /** Ascending; the deepest is the lowest unit price a customer can pay (docs/product-rules.md#price-breaks). */
  priceBreaks?: PriceBreak[];
  options: {
    code: string;
    values: (MappableProduct["options"][number]["values"][number] & { priceModifier: number })[];
  }[];
};

/**
 * One priced choice: the defaults (`option` undefined) or one value with every other option at its
 * default. The amounts are USD cents for one unit we sell; `loss` is the catalog check's rule (the
 * provider's item price above ours, shipping and fees aside; docs/cloudprinter.md §9) applied to the
 * lowest price a customer can pay: the list price with the deepest price break taken off.
 */
type MarginRow = {
  option?: string;
  value?: string;
  /** The list price: base price and modifiers, no break. */
  ourUsdCents: number;
  /** With the deepest break off; the list price when the product has none. */
  lowestUsdCents: number;
  providerUsdCents: number;
  loss: boolean;
  /** When the list price covers the cost but a break doesn't: the index of the first break that loses. */
  lossFromBreak?: number;
};

export type MarginReport =
  | { ok: true; country: string; rows: MarginRow[]; losses: MarginRow[] }
  /** The provider could not price a choice (unknown option, no answer, unknown currency). */
  | { ok: false; country: string; problem: string };

/** How many quotes are in flight at once. */
const CONCURRENCY = 4;

/**
 * The margin guard (docs/admin.md#provider-catalogue): one `orders/quote` for one unit of the
 * defaults, and one per other value with the rest at their defaults, to the reference country. Staff
 * see the rows next to their prices; publishing is refused while any row is a loss, or while the
 * provider can't price a choice (a product we can't cost is not one we sell).
 */
export async function marginReport(input: {
  client: Pick<CatalogCheckClient, "quote">;
  product: PricedProduct;
  destination: () => Promise<Destination>;
  country: string;
  toUsdCents: ToUsdCents;
}): Promise<MarginReport> {
  const { product } = input;
  const defaults: OptionSelection = Object.fromEntries(
    product.options.flatMap((option) => (option.values[0] ? [[option.code, option.values[0].code]] : [])),
  );
  const choices: { option?: string; value?: string; selection: OptionSelection }[] = [
    { selection: defaults },
  ];
  for (const option of product.options)
    for (const value of option.values.slice(1))
      choices.push({
        option: option.code,
        value: value.code,
        selection: { ...defaults, [option.code]: value.code },
      });

  const rows: MarginRow[] = [];
  try {
    for (let start = 0; start < choices.length; start += CONCURRENCY) {
      const batch = choices.slice(start, start + CONCURRENCY);
      rows.push(...(await Promise.all(batch.map((choice) => priceChoice(input, choice)))));
    }
  } catch (error) {
    return {
      ok: false,
      country: input.country,
      problem: error instanceof Error ? error.message : String(error),
    };
  }
  return { ok: true, country: input.country, rows, losses: rows.filter((row) => row.loss) };
}

async function priceChoice(
  input: Parameters<typeof marginReport>[0],
  choice: { option?: string; value?: string; selection: OptionSelection },
): Promise<MarginRow> {
  const { product } = input;
  let ourUsdCents = product.basePrice;
  for (const option of product.options) {
    const value = option.values.find((candidate) => candidate.code === choice.selection[option.code]);
    ourUsdCents += value?.priceModifier ?? 0;
  }
  const line = providerLine(product, choice.selection, 1);
  const quote = await input.client.quote({
    ...(await input.destination()),
    currency: "USD",
    items: [
      {
        reference: "margin-guard-1",
        product: line.product,
        count: String(line.count),
        options: line.options.map((option) => ({ type: option.type, count: String(option.count) })),
      },
    ],
  });
  const amount = Number(quote.subtotals?.items ?? quote.price);
  const providerUsdCents = input.toUsdCents(amount, quote.currency);
  if (providerUsdCents === undefined || !Number.isFinite(amount))
    throw new Error(`cannot convert ${quote.price} ${quote.currency} to USD`);
  const breaks = product.priceBreaks ?? [];
  const lowestUsdCents = discountedUnitPrice(ourUsdCents, breaks.at(-1)?.percentOff ?? 0);
  const lossFromBreak = breaks.findIndex(
    (tier) => providerUsdCents > discountedUnitPrice(ourUsdCents, tier.percentOff),
  );
  return {
    ...(choice.option !== undefined && { option: choice.option, value: choice.value }),
    ourUsdCents,
    lowestUsdCents,
    providerUsdCents,
    loss: providerUsdCents > lowestUsdCents,
    ...(providerUsdCents <= ourUsdCents && lossFromBreak >= 0 && { lossFromBreak }),
  };
}
