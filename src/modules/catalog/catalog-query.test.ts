import { describe, expect, it } from "vitest";
import { catalogHref, catalogQueryFromUrl, parseCatalogQuery } from "./catalog-query";

describe("catalog query", () => {
  it("reads category, search words and page from the URL", () => {
    expect(parseCatalogQuery({ category: "business-cards", q: " cards ", page: "3" })).toEqual({
      category: "business-cards",
      search: "cards",
      page: 3,
    });
  });

  it("falls back to everything, page 1, for odd values", () => {
    expect(parseCatalogQuery({ category: "<script>", q: "   ", page: "-4" })).toEqual({ page: 1 });
    expect(parseCatalogQuery({ page: "lots" })).toEqual({ page: 1 });
    expect(parseCatalogQuery({ category: ["posters", "books"] }).category).toBe("posters");
  });

  it("reads the same from the browser's URL, the first of repeated values", () => {
    expect(catalogQueryFromUrl(new URLSearchParams("category=posters&category=books&q=+a3+&page=2"))).toEqual(
      {
        category: "posters",
        search: "a3",
        page: 2,
      },
    );
    expect(catalogQueryFromUrl(new URLSearchParams(""))).toEqual({ page: 1 });
  });

  it("builds links without empty values or page 1", () => {
    expect(catalogHref({ category: "posters", page: 1 })).toEqual({
      pathname: "/products",
      query: { category: "posters" },
    });
    expect(catalogHref({ search: "ไทย", page: 2 }).query).toEqual({ q: "ไทย", page: "2" });
  });
});
