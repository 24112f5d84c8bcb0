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

/** A product's texts in one language, as a search sees them, and its category's slug. */
export type SearchableProduct = {
  name: string;
  description: string;
  categoryName: string;
  category?: string;
};

/**
 * Words customers search a category by that its products' names don't contain: Thai names borrow the
 * English word (โฟโต้บุ๊ก), while a Thai customer looking for a photo book types หนังสือ or อัลบั้ม.
 * Both languages' words for every page: a Thai word typed on the English page still finds the product.
 */
const CATEGORY_SEARCH_WORDS: Record<string, readonly string[]> = {
  books: ["หนังสือภาพ", "สมุดภาพ", "อัลบั้มรูป", "photo album"],
  "business-cards": ["บัตรธุรกิจ", "บัตรแนะนำตัว"],
  posters: ["ภาพโปสเตอร์", "ป้ายโฆษณา", "wall print"],
  flyers: ["ใบปลิวโฆษณา", "leaflet"],
  brochures: ["แผ่นพับ", "leaflet"],
};

/**
 * What a search looks in: the product's name, description and category in one language, and its
 * category's search words, normalised. The catalog page hands it to the browser, which filters with
 * `matchesSearchText` (docs/product-rules.md#catalog).
 */
export function searchableText(product: SearchableProduct): string {
  const words = (product.category && CATEGORY_SEARCH_WORDS[product.category]) || [];
  return normalizeSearchText([product.name, product.description, product.categoryName, ...words].join(" "));
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
    category: product.categorySlug,
  });
  return matchesSearchText(text, query);
}
