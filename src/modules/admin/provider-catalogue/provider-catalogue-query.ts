import { z } from "zod";
import { parseUrlQuery, textParam, urlSearch, type RawQuery } from "@/lib/url-query";
import type { ProviderCatalogueFilter, ProviderProduct } from "./provider-catalogue";

/*
 * The provider catalogue's two GET forms as they stand in the URL: the list's search (?q=&category=)
 * and a product's cost choice (?country=&quantity=&pages=&opt_<family>=). Neither ever fails: a value
 * that doesn't fit falls back to its default, and the cost form says which ones did.
 */

const MAX_SEARCH_LENGTH = 100;
const MAX_CATEGORY_LENGTH = 200;

const listQuerySchema = z.object({
  q: textParam(MAX_SEARCH_LENGTH),
  category: textParam(MAX_CATEGORY_LENGTH),
});

export function parseProviderCatalogueQuery(raw: RawQuery): ProviderCatalogueFilter {
  return parseUrlQuery(listQuerySchema, raw);
}

/** "?q=…&category=…", or nothing without a filter. */
export function providerCatalogueSearch(filter: Partial<ProviderCatalogueFilter>): string {
  return urlSearch({ q: filter.q, category: filter.category });
}

/** The option reference whose count is the page count (books, docs/cloudprinter.md §5). */
export const TOTAL_PAGES_OPTION = "total_pages";

/** Where a cost is asked for when staff name no country (the catalog check's reference country). */
const DEFAULT_COST_COUNTRY = "US";
export const MAX_COST_QUANTITY = 100_000;
export const MAX_COST_PAGES = 2_000;

/** A family's query parameter: `opt_<family>`. */
export const optionParam = (family: string) => `opt_${family}`;

/** What the cost form asks the provider to price: one line of `quantity` copies to `country`. */
export type ProviderCostChoice = {
  country: string;
  quantity: number;
  /** The page count, for a product with a `total_pages` option; undefined otherwise. */
  pages: number | undefined;
  /** Each family's chosen value reference; "" for an optional family left out. */
  options: Record<string, string>;
};

export type ProviderCostField = "country" | "quantity" | "pages" | "options";

const first = (value: unknown) => (Array.isArray(value) ? (value[0] as unknown) : value);
const given = (value: unknown) => value !== undefined && value !== "";

const countrySchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/);
const wholeNumber = (max: number) => z.coerce.number().int().min(1).max(max);

/** Whether the product is a book: its `total_pages` option carries the page count. */
function hasPageCount(product: ProviderProduct): boolean {
  return product.families.some((family) =>
    family.values.some((value) => value.reference === TOTAL_PAGES_OPTION),
  );
}

/** The form's defaults: the reference country, the provider's minimum quantity and pages, each family's default. */
export function defaultCostChoice(
  product: ProviderProduct,
  countries?: readonly string[],
): ProviderCostChoice {
  const minPages = Number(product.rawSpecs.find((spec) => spec.reference === "min_pages")?.value);
  return {
    country:
      !countries || countries.length === 0 || countries.includes(DEFAULT_COST_COUNTRY)
        ? DEFAULT_COST_COUNTRY
        : countries[0]!,
    quantity: Math.min(Math.max(1, Math.ceil(product.specs.minQuantity ?? 1)), MAX_COST_QUANTITY),
    pages: hasPageCount(product)
      ? Number.isInteger(minPages) && minPages >= 1 && minPages <= MAX_COST_PAGES
        ? minPages
        : 1
      : undefined,
    options: Object.fromEntries(
      product.families.map((family) => [
        family.family,
        family.values.find((value) => value.isDefault)?.reference ?? "",
      ]),
    ),
  };
}

/**
 * The cost form's choice from the URL, checked against the product (each family's values; "" only for
 * an optional family) and, when known, the provider's shipping countries. A field missing keeps its
 * default; a field given but wrong keeps it too and is named in `invalid`, so the page can say so.
 */
export function parseCostChoice(
  raw: RawQuery,
  product: ProviderProduct,
  countries?: readonly string[],
): { choice: ProviderCostChoice; invalid: ProviderCostField[] } {
  const record = raw instanceof URLSearchParams ? Object.fromEntries(raw) : raw;
  const choice = defaultCostChoice(product, countries);
  const invalid = new Set<ProviderCostField>();
  const read = <T>(field: ProviderCostField, value: unknown, schema: z.ZodType<T>): T | undefined => {
    if (!given(value)) return undefined;
    const parsed = schema.safeParse(value);
    if (!parsed.success) invalid.add(field);
    return parsed.success ? parsed.data : undefined;
  };

  const known = countries && countries.length > 0 ? new Set(countries) : undefined;
  const country = read(
    "country",
    first(record.country),
    countrySchema.refine((code) => !known || known.has(code)),
  );
  if (country !== undefined) choice.country = country;
  const quantity = read("quantity", first(record.quantity), wholeNumber(MAX_COST_QUANTITY));
  if (quantity !== undefined) choice.quantity = quantity;
  if (choice.pages !== undefined) {
    const pages = read("pages", first(record.pages), wholeNumber(MAX_COST_PAGES));
    if (pages !== undefined) choice.pages = pages;
  }
  for (const family of product.families) {
    const value = first(record[optionParam(family.family)]);
    if (value === undefined) continue;
    const references = family.values.map((entry) => entry.reference);
    const allowed = family.optional ? ["", ...references] : references;
    const parsed = z
      .string()
      .refine((reference) => allowed.includes(reference))
      .safeParse(value);
    if (parsed.success) choice.options[family.family] = parsed.data;
    else invalid.add("options");
  }
  return { choice, invalid: [...invalid] };
}

/** The option references the choice sends, without the families left out. */
export function chosenOptions(choice: ProviderCostChoice): string[] {
  return Object.values(choice.options).filter(Boolean);
}
