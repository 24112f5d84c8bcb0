import { providerLine, type OptionSelection } from "@/modules/catalog";
import type { CloudCoreClient } from "./cloudcore-client";
import type { CatalogCheckReport, CatalogProductCheck, CatalogValueCheck } from "./catalog-check-report";
import {
  providerReferencesOf,
  type ProductWithProviderReferences,
  type ValueProviderReferences,
} from "./provider-references";

/** The calls the check makes: `products`, `products/info`, and `orders/quote` (with the destination lists). */
export type CatalogCheckClient = Pick<
  CloudCoreClient,
  "products" | "productInfo" | "quote" | "shippingCountries" | "shippingStates"
>;

/** A catalog product as the check needs it: ids, our prices, and what it names at the provider. */
export type CheckableProduct = {
  id: number;
  reference: string;
  providerReference: string;
  /** Printed copies in one unit we sell (a box of 250 cards): the cost is quoted for a whole unit. */
  copiesPerUnit: number;
  /** USD cents per unit before option modifiers. */
  basePrice: number;
  options: {
    code: string;
    values: (ProductWithProviderReferences["options"][number]["values"][number] & {
      priceModifier: number;
    })[];
  }[];
};

/** Provider money → USD cents; undefined for a currency the shop cannot convert. */
export type ToUsdCents = (amount: number, currency: string) => number | undefined;

export type CatalogCheckInput = {
  client: CatalogCheckClient;
  products: CheckableProduct[];
  connection: string;
  environment: string;
  /** Where one unit is quoted for the cost comparison, e.g. "US". */
  referenceCountry: string;
  toUsdCents: ToUsdCents;
  now?: () => Date;
};

/** How many `products/info` calls are in flight at once. */
const INFO_CONCURRENCY = 4;

/**
 * Checks the catalog against the provider account (docs/cloudprinter.md §9): `products` once,
 * `products/info` for every provider product the catalog uses, and one `orders/quote` per product for
 * the cost of one unit with its default choices. A product fails when its provider product is missing
 * or an option has no printable value left; a value fails when an option reference it sends is not an
 * option of the product it prints with, or the product it swaps to is missing. A loss is reported but
 * fails nothing. Throws when the provider cannot be asked at all (nothing to store; try again later).
 */
export async function runCatalogCheck(input: CatalogCheckInput): Promise<CatalogCheckReport> {
  const { client } = input;
  const now = input.now ?? (() => new Date());
  const onAccount = new Set((await client.products()).map((product) => product.reference));
  const referencesByProduct = new Map(input.products.map((p) => [p.id, providerReferencesOf(p)]));
  const used = [...new Set([...referencesByProduct.values()].flatMap((references) => references.products))];
  const optionsOf = await productOptions(
    client,
    used.filter((reference) => onAccount.has(reference)),
  );
  const destination = lazyDestination(client, input.referenceCountry);

  const products: CatalogProductCheck[] = [];
  for (const product of input.products) {
    const references = referencesByProduct.get(product.id)!;
    const base = product.providerReference;
    const problems: string[] = [];
    if (!onAccount.has(base)) problems.push(`product ${base} is not on the account`);
    else if (!optionsOf.has(base)) problems.push(`products/info has no product ${base}`);

    const values: CatalogValueCheck[] = product.options.flatMap((option) =>
      option.values.map((value) => {
        const entries = references.values.filter(
          (entry) => entry.optionId === option.code && entry.valueId === value.code,
        );
        const found = entries.flatMap((entry) => valueProblems(entry, base, optionsOf));
        const problem = [...new Set(found)].join("; ");
        return {
          optionId: option.code,
          valueId: value.code,
          ok: problem === "",
          ...(problem && { problem }),
        };
      }),
    );
    for (const option of product.options) {
      const optionValues = values.filter((value) => value.optionId === option.code);
      if (optionValues.length > 0 && optionValues.every((value) => !value.ok))
        problems.push(`no value of option ${option.code} can be printed`);
    }
    const ok = problems.length === 0;
    const check: CatalogProductCheck = {
      productId: product.id,
      productReference: product.reference,
      reference: base,
      ok,
      problems,
      values,
    };
    products.push(ok ? { ...check, ...(await unitCost(input, product, values, destination)) } : check);
  }
  return {
    checkedAt: now().toISOString(),
    connection: input.connection,
    environment: input.environment,
    referenceCountry: input.referenceCountry,
    ok: products.every((product) => product.ok && product.values.every((value) => value.ok)),
    products,
  };
}

/** Option references of each provider product; a product `products/info` does not know (204) is left out. */
async function productOptions(
  client: CatalogCheckClient,
  references: string[],
): Promise<Map<string, Set<string>>> {
  const result = new Map<string, Set<string>>();
  for (let start = 0; start < references.length; start += INFO_CONCURRENCY) {
    const batch = references.slice(start, start + INFO_CONCURRENCY);
    const infos = await Promise.all(batch.map((reference) => client.productInfo(reference)));
    batch.forEach((reference, index) => {
      const info = infos[index];
      if (info) result.set(reference, new Set(info.options.map((option) => option.reference)));
    });
  }
  return result;
}

function valueProblems(
  entry: ValueProviderReferences,
  base: string,
  optionsOf: Map<string, Set<string>>,
): string[] {
  const options = optionsOf.get(entry.product);
  if (entry.productRef !== undefined && !options)
    return [`product ${entry.productRef} (this value prints as) is not on the account`];
  // The product it is sent with is missing: that product (or the value swapping to it) already fails.
  if (!options) return [];
  return entry.optionRefs
    .filter((reference) => !options.has(reference))
    .map((reference) =>
      entry.product === base
        ? `option ${reference} is not an option of ${entry.product}`
        : `option ${reference} is not an option of ${entry.product} (used with it)`,
    );
}

export type Destination = { country: string; state?: string };

/** The reference country, with the first of its states when the provider requires one (US, CA): asked once. */
export function lazyDestination(
  client: Pick<CatalogCheckClient, "shippingCountries" | "shippingStates">,
  country: string,
): () => Promise<Destination> {
  let answer: Promise<Destination> | undefined;
  return () =>
    (answer ??= (async () => {
      const known = (await client.shippingCountries()).find((entry) => entry.country_reference === country);
      if (!known?.require_state) return { country };
      const [first] = await client.shippingStates(country);
      return first ? { country, state: first.state_reference } : { country };
    })());
}

/**
 * One unit with the default choices (each option's first printable value), quoted to the reference
 * country, against our unit price. The provider's item price is compared without shipping and fees.
 */
async function unitCost(
  input: CatalogCheckInput,
  product: CheckableProduct,
  values: CatalogValueCheck[],
  destination: () => Promise<Destination>,
): Promise<Pick<CatalogProductCheck, "cost" | "costProblem">> {
  let ourUsdCents = product.basePrice;
  const selection: OptionSelection = {};
  for (const option of product.options) {
    const value = option.values.find((candidate) =>
      values.some((check) => check.ok && check.optionId === option.code && check.valueId === candidate.code),
    );
    if (!value) return { costProblem: `option ${option.code} has no printable value` };
    ourUsdCents += value.priceModifier;
    selection[option.code] = value.code;
  }
  // One unit exactly as an order would print it (the catalog's providerLine: product, options, copies).
  const line = providerLine(product, selection, 1);
  const options = line.options.map((option) => ({ type: option.type, count: String(option.count) }));
  try {
    const quote = await input.client.quote({
      ...(await destination()),
      currency: "USD",
      items: [{ reference: "catalog-check-1", product: line.product, count: String(line.count), options }],
    });
    // Items only, without the order fee and shipping, when the answer breaks it down.
    const amount = Number(quote.subtotals?.items ?? quote.price);
    const providerUsdCents = input.toUsdCents(amount, quote.currency);
    if (providerUsdCents === undefined || !Number.isFinite(amount))
      return { costProblem: `cannot convert ${quote.price} ${quote.currency} to USD` };
    return { cost: { providerUsdCents, ourUsdCents, loss: providerUsdCents > ourUsdCents } };
  } catch (error) {
    return { costProblem: error instanceof Error ? error.message : String(error) };
  }
}
