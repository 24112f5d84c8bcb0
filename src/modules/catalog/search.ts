import type { Locale } from "@/modules/i18n";
import type { StoredProduct } from "./localize";

/** Lower-cased, NFKC-normalised, single-spaced: "Ｂusiness  Cards" and "business cards" compare equal. */
export function normalizeSearchText(text: string): string {
  return text.normalize("NFKC").toLocaleLowerCase().replace(/\s+/g, " ").trim();
}

/**
 * True when every word of the query appears in the product's name, description or category, in the
 * visitor's language. Thai is written without spaces between words, so words are matched as
 * substrings: "นามบัตร" finds "นามบัตรพรีเมียม".
 */
export function matchesSearch(product: StoredProduct, query: string, locale: Locale): boolean {
  const words = normalizeSearchText(query).split(" ").filter(Boolean);
  if (words.length === 0) return true;
  const haystack = normalizeSearchText(
    [product.name[locale], product.description[locale], product.categoryName[locale]].join(" "),
  );
  return words.every((word) => haystack.includes(word));
}
