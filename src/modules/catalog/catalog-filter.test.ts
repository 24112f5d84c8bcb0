import { describe, expect, it } from "vitest";
import { filterCatalog, type CatalogEntry } from "./catalog-filter";
import { CATALOG_PAGE_SIZE } from "./catalog-query";

const entry = (id: number, category: string, searchText: string): CatalogEntry => ({
  id,
  category,
  searchText,
});
const catalog = [
  entry(1, "business-cards", "premium business cards thick card"),
  entry(2, "books", "hardcover photo book"),
  entry(4, "posters", "a3 premium poster"),
  entry(5, "business-cards", "square business cards"),
  entry(6, "flyers", "a5 flyers"),
  entry(9, "posters", "a2 poster matte"),
  entry(10, "brochures", "tri-fold brochure"),
  entry(11, "books", "softcover photo book"),
];
const ids = (entries: CatalogEntry[]) => entries.map((e) => e.id);

describe("catalog filter", () => {
  it("shows the first page of everything, counting every product", () => {
    const { shown, total } = filterCatalog(catalog, { page: 1 });
    expect(ids(shown)).toEqual([1, 2, 4, 5, 6, 9]);
    expect(shown).toHaveLength(CATALOG_PAGE_SIZE);
    expect(total).toBe(8);
  });

  it("shows every page so far for a later page", () => {
    expect(ids(filterCatalog(catalog, { page: 2 }).shown)).toEqual([1, 2, 4, 5, 6, 9, 10, 11]);
  });

  it("keeps one category, in catalog order", () => {
    expect(filterCatalog(catalog, { category: "posters", page: 1 })).toEqual({
      shown: [catalog[2], catalog[5]],
      total: 2,
    });
  });

  it("combines the category and every search word", () => {
    expect(ids(filterCatalog(catalog, { search: "Photo BOOK", page: 1 }).shown)).toEqual([2, 11]);
    expect(ids(filterCatalog(catalog, { category: "posters", search: "premium", page: 1 }).shown)).toEqual([
      4,
    ]);
    expect(filterCatalog(catalog, { search: "unicorn saddle", page: 1 })).toEqual({ shown: [], total: 0 });
  });
});
