import type { Locale } from "@/modules/i18n";
import type { StoredProduct } from "./localize";

/**
 * Lower-cased, NFKC-normalised, single-spaced: "Ｂusiness  Cards" and "business cards" compare equal.
 * Not `toLocaleLowerCase()`: the server lowers the product texts and the browser the query, and a
 * Turkish browser would lower "I" to "ı".
 */
export function normalizeSearchText(text: string): string {
  return text.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();
}

/** A product's texts in one language, as a search sees them. */
export type SearchableProduct = { name: string; description: string; categoryName: string };

/**
 * What a search looks in: the product's name, description and category in one language, normalised.
 * The catalogue page hands it to the browser, which filters with `matchesSearchText` (docs/product-rules.md#catalog).
 */
export function searchableText(product: SearchableProduct): string {
  return normalizeSearchText([product.name, product.description, product.categoryName].join(" "));
}

/**
 * True when every word of the query appears in the text (`searchableText`). Thai is written without
 * spaces between words, so words are matched as substrings: "นามบัตร" finds "นามบัตรพรีเมียม".
 */
export function matchesSearchText(text: string, query: string): boolean {
  const words = normalizeSearchText(query).split(" ").filter(Boolean);
  return words.every((word) => text.includes(word));
}

/**
 * True when every word of the query appears in the product's name, description or category, in the
 * visitor's language.
 */
export function matchesSearch(product: StoredProduct, query: string, locale: Locale): boolean {
  const text = searchableText({
    name: product.name[locale],
    description: product.description[locale],
    categoryName: product.categoryName[locale],
  });
  return matchesSearchText(text, query);
}
