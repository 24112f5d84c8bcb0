/*
 * The provider account's catalogue as staff browse it (docs/admin.md#provider-catalogue): pure readings
 * of CloudCore's `products` and `products/info` answers (docs/cloudprinter.md §2.9, §2.10) into our own
 * shapes. The inputs are typed structurally, so this file needs nothing of the fulfilment module and is
 * safe in the browser.
 */
import {
  readProviderSpecs,
  specNumber,
  type InfoSpec,
  type ProviderSpec,
  type ProviderSpecSummary,
} from "@/modules/catalog";

export type { ProviderSpecSummary };

/** One product of the account's `products` list. */
export type ProviderProductSummary = {
  reference: string;
  name: string;
  note: string | null;
  category: string | null;
  /** The cheapest price the provider names, in `currency`; null when it names none. */
  fromPrice: number | null;
  currency: string | null;
};

/** One value of an option family: the reference an order sends. */
type ProviderOptionValue = { reference: string; note: string | null; isDefault: boolean };

/**
 * An option family (`type` in `products/info`, e.g. `type_poster_paper`) with its values in the
 * provider's order. A family without a default is optional: a product is printed without it unless asked.
 */
export type ProviderOptionFamily = { family: string; values: ProviderOptionValue[]; optional: boolean };

/** One product's details: its option families, the spec summary and every raw spec. */
export type ProviderProduct = {
  reference: string;
  name: string;
  note: string | null;
  /** From the `products` list (`products/info` has none); null when the list doesn't name it. */
  category: string | null;
  families: ProviderOptionFamily[];
  specs: ProviderSpecSummary;
  rawSpecs: ProviderSpec[];
};

/** A category of the list with how many products it holds. */
export type ProviderCategory = { name: string; count: number };

/** The list's filter as it stands in the URL: text and category, both "" for none. */
export type ProviderCatalogueFilter = { q: string; category: string };

/**
 * Why the provider could not answer, as the page says it:
 * - `notConnected`: no provider connection is configured;
 * - `unreachable`: no answer in time, or no connection to it;
 * - `refused`: the key was refused (403);
 * - `rejected`: the provider refused the request (another 4xx), `detail` saying why;
 * - `failed`: a server fault or an answer we could not read.
 */
export type ProviderCatalogueError = {
  code: "notConnected" | "unreachable" | "refused" | "rejected" | "failed";
  /** The provider's own words, for `rejected` (staff only; never shown to customers). */
  detail?: string;
};

export type ProviderCatalogueResult<T> = { ok: true; data: T } | { ok: false; error: ProviderCatalogueError };

/** What the provider charges for one choice, without shipping. */
export type ProviderCost = {
  /** Products and fees (`price` + `vat`) in `currency`, the provider's own (its account's currency). */
  amount: number;
  currency: string;
  /** The items alone, when the answer breaks the price down. */
  itemsAmount: number | undefined;
  /** `amount` in US cents with the shop's exchange table; undefined for a currency the table lacks. */
  usdCents: number | undefined;
};

export type ProviderCostRequest = {
  reference: string;
  /** Option references (one per family at most); `total_pages` is sent with `pages` as its count. */
  options: string[];
  country: string;
  quantity: number;
  pages?: number;
};

/** The shapes read here, as CloudCore's schemas (fulfilment) give them. */
type ListedProduct = {
  reference: string;
  name: string;
  note?: string | null;
  category?: string | null;
  from_price?: string;
  currency?: string;
};
type InfoOption = { reference: string; type: string; note?: string | null; default?: boolean };
type ProductInfo = {
  reference: string;
  name: string;
  note?: string | null;
  options: InfoOption[];
  specs: InfoSpec[];
};

/** The `products` answer as our summaries. */
export function readProviderProducts(products: readonly ListedProduct[]): ProviderProductSummary[] {
  return products.map((product) => ({
    reference: product.reference,
    name: product.name,
    note: product.note ?? null,
    category: product.category?.trim() || null,
    fromPrice: specNumber(product.from_price),
    currency: product.currency?.trim().toUpperCase() || null,
  }));
}

/**
 * `products/info`'s flat `options[]` as families, in the order each family first appears; values keep
 * the provider's order. A family's default is marked; a family with none is optional.
 */
export function groupOptionFamilies(options: readonly InfoOption[]): ProviderOptionFamily[] {
  const families = new Map<string, ProviderOptionValue[]>();
  for (const option of options) {
    const values = families.get(option.type) ?? [];
    if (!families.has(option.type)) families.set(option.type, values);
    values.push({
      reference: option.reference,
      note: option.note ?? null,
      isDefault: option.default === true,
    });
  }
  return [...families].map(([family, values]) => ({
    family,
    values,
    optional: !values.some((value) => value.isDefault),
  }));
}

/** One `products/info` answer as our product, its category taken from the list. */
export function readProviderProduct(info: ProductInfo, category: string | null): ProviderProduct {
  return {
    reference: info.reference,
    name: info.name,
    note: info.note ?? null,
    category,
    families: groupOptionFamilies(info.options),
    ...readProviderSpecs(info.specs),
  };
}

/**
 * A deprecated category: one whose name contains "deprecated" in any case ("Deprecated – Posters",
 * "Business cards (DEPRECATED)"). Accounts keep retired products listed under such names; staff must
 * not build shop products on them, so they are hidden from the list, its categories and its search.
 */
export function isDeprecatedCategory(category: string | null): boolean {
  return category !== null && category.toLowerCase().includes("deprecated");
}

/** The products staff may browse: every one outside a deprecated category. */
export function browsableProducts(products: readonly ProviderProductSummary[]): ProviderProductSummary[] {
  return products.filter((product) => !isDeprecatedCategory(product.category));
}

/** The categories of `products` with their counts, in the order first seen; deprecated ones left out. */
export function providerCategories(products: readonly ProviderProductSummary[]): ProviderCategory[] {
  const counts = new Map<string, number>();
  for (const product of browsableProducts(products)) {
    if (product.category === null) continue;
    counts.set(product.category, (counts.get(product.category) ?? 0) + 1);
  }
  return [...counts].map(([name, count]) => ({ name, count }));
}

/**
 * The products in `filter.category` (all when ""), whose name, note or reference contains every word of
 * `filter.q`, case-insensitively; deprecated categories are never listed.
 */
export function filterProviderProducts(
  products: readonly ProviderProductSummary[],
  filter: ProviderCatalogueFilter,
): ProviderProductSummary[] {
  const words = filter.q.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  return browsableProducts(products).filter((product) => {
    if (filter.category && product.category !== filter.category) return false;
    const text = [product.name, product.note ?? "", product.reference].join(" ").toLocaleLowerCase();
    return words.every((word) => text.includes(word));
  });
}
