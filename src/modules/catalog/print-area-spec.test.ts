import { describe, expect, it } from "vitest";
import { loadCatalogFile } from "./data/catalog-file";
import { areasAsked, printAreaSpec, takesOneDesign } from "./print-area-spec";
import type { PrintArea } from "./schema";

const interior: PrintArea = {
  id: "interior",
  name: "Interior pages",
  file: "book",
  cutLine: false,
  filePage: null,
  neededWith: null,
  bleed: null,
  safety: null,
  width: 210,
  height: 210,
  pages: 20,
  sizes: [{ option: "size", value: "12x12", width: 300, height: 300 }],
};

describe("printAreaSpec", () => {
  it("takes a book interior's page count from the chosen pages value, and the size from the chosen size", () => {
    expect(printAreaSpec(interior, { size: "8x8", pages: "40" })).toEqual({
      file: "book",
      width: 210,
      height: 210,
      pages: 40,
      bleed: null,
    });
    expect(printAreaSpec(interior, { size: "12x12" })).toMatchObject({ width: 300, height: 300, pages: 20 });
  });

  it("keeps a flat product's pages whatever is chosen", () => {
    expect(printAreaSpec({ ...interior, file: "product", sizes: [] }, { pages: "40" }).pages).toBe(20);
  });
});

describe("takesOneDesign", () => {
  it("takes one design for a book's files and for each side of a double-sided product, several for a flat design", () => {
    expect(takesOneDesign({ file: "book", filePage: null })).toBe(true);
    expect(takesOneDesign({ file: "cover", filePage: null })).toBe(true);
    expect(takesOneDesign({ file: "product", filePage: 2 })).toBe(true);
    expect(takesOneDesign({ file: "product", filePage: null })).toBe(false);
  });
});

describe("the books in catalog.json", () => {
  it("have a cover and an interior area, and a pages option whose values are page counts", () => {
    const books = loadCatalogFile().products.filter((product) =>
      product.printAreas.some((area) => area.file !== "product"),
    );
    expect(books.map((book) => book.id).sort((a, b) => a - b)).toEqual([2, 6, 11]);
    for (const book of books) {
      expect(book.printAreas.map((area) => [area.id, area.file])).toEqual([
        ["cover", "cover"],
        ["interior", "book"],
      ]);
      const pages = book.options.find((option) => option.id === "pages");
      expect(pages?.values.every((value) => /^[1-9]\d*$/.test(value.id))).toBe(true);
      // The cover is the spread: wider than back and front together.
      const [cover, inside] = book.printAreas;
      expect(cover!.widthMm).toBeGreaterThan(2 * inside!.widthMm);
      expect(cover!.heightMm).toBe(inside!.heightMm);
    }
  });
});

describe("areasAsked", () => {
  const side = (id: string, neededWith: PrintArea["neededWith"]): PrintArea => ({
    ...interior,
    id,
    file: "product",
    filePage: id === "front" ? 1 : 2,
    neededWith,
    sizes: [],
  });
  const shirt = [side("front", null), side("back", { option: "print", value: "front-back" })];

  it("asks for a back that is printed only with a value when that value is chosen", () => {
    expect(areasAsked(shirt, { print: "front-back" }).map((area) => area.id)).toEqual(["front", "back"]);
  });

  it("leaves that back out with any other value, or none", () => {
    expect(areasAsked(shirt, { print: "front" }).map((area) => area.id)).toEqual(["front"]);
    expect(areasAsked(shirt, {}).map((area) => area.id)).toEqual(["front"]);
  });
});
