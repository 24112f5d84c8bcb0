import { describe, expect, it } from "vitest";
import { filterCatalog } from "./catalog-filter";
import catalogFile from "./data/catalog.json";
import { matchesSearchText, normalizeSearchText, searchableText } from "./search";

const cards = searchableText({
  name: "Premium Business Cards",
  description: "Thick 400gsm card, matte or gloss.",
  categoryName: "Business Cards",
});

describe("catalog search", () => {
  it("looks in the name, description and category, whatever the case, width or spacing", () => {
    expect(matchesSearchText(cards, "business   CARDS")).toBe(true);
    expect(matchesSearchText(cards, "Ｇloss")).toBe(true);
    expect(matchesSearchText(cards, "400gsm premium")).toBe(true);
  });

  it("needs every word of the query", () => {
    expect(matchesSearchText(cards, "business poster")).toBe(false);
  });

  it("finds Thai words inside longer Thai words, which have no spaces between them", () => {
    const thai = searchableText({ name: "นามบัตรพรีเมียม", description: "กระดาษหนา", categoryName: "นามบัตร" });
    expect(matchesSearchText(thai, "นามบัตร")).toBe(true);
    expect(matchesSearchText(thai, "โปสเตอร์")).toBe(false);
  });

  it("matches everything for an empty query", () => {
    expect(matchesSearchText(cards, "   ")).toBe(true);
  });

  it("lowers a capital I to i, as in every browser's language", () => {
    expect(normalizeSearchText("INVITATIONS")).toBe("invitations");
  });
});

describe("catalog search in the catalog's own words", () => {
  const names = Object.fromEntries(catalogFile.categories.map((category) => [category.slug, category.name]));
  const entries = (locale: "en" | "th") =>
    catalogFile.products.map((product) => ({
      id: product.id,
      category: product.category,
      searchText: searchableText({
        name: product.name[locale],
        description: product.description[locale],
        categoryName: names[product.category]![locale],
        category: product.category,
      }),
    }));
  const found = (locale: "en" | "th", search: string) =>
    filterCatalog(entries(locale), { search, page: 1 }).shown.map((entry) => entry.id);
  const photoBooks = catalogFile.products
    .filter((product) => product.category === "books")
    .map(({ id }) => id);

  it("finds the photo books for หนังสือ (book), though their Thai names say โฟโต้บุ๊ก", () => {
    expect(photoBooks.length).toBeGreaterThan(0);
    expect(found("th", "หนังสือ")).toEqual(photoBooks);
    expect(found("th", "หนังสือภาพ")).toEqual(photoBooks);
    expect(found("en", "photo album")).toEqual(photoBooks);
  });
});
