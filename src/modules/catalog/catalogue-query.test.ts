import { describe, expect, it } from "vitest";
import { catalogueHref, parseCatalogueQuery } from "./catalogue-query";

describe("catalogue query", () => {
  it("reads category, search words and page from the URL", () => {
    expect(parseCatalogueQuery({ category: "business-cards", q: " cards ", page: "3" })).toEqual({
      category: "business-cards",
      search: "cards",
      page: 3,
    });
  });

  it("falls back to everything, page 1, for odd values", () => {
    expect(parseCatalogueQuery({ category: "<script>", q: "   ", page: "-4" })).toEqual({ page: 1 });
    expect(parseCatalogueQuery({ page: "lots" })).toEqual({ page: 1 });
    expect(parseCatalogueQuery({ category: ["posters", "books"] }).category).toBe("posters");
  });

  it("builds links without empty values or page 1", () => {
    expect(catalogueHref({ category: "posters", page: 1 })).toEqual({
      pathname: "/products",
      query: { category: "posters" },
    });
    expect(catalogueHref({ search: "ไทย", page: 2 }).query).toEqual({ q: "ไทย", page: "2" });
  });
});
