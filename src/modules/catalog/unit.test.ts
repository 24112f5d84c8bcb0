import { describe, expect, it } from "vitest";
import catalogJson from "./data/catalog.json";
import { loadCatalogFile } from "./data/catalog-file";
import { localizeProduct, type StoredProduct } from "./localize";
import { unitCopies, unitLabel } from "./unit";

/** A product of the data file in the one-language shape pages read (docs/product-rules.md#catalog). */
function product(id: number, locale: "en" | "th" = "en") {
  const file = loadCatalogFile().products.find((candidate) => candidate.id === id)!;
  const stored: StoredProduct = {
    ...file,
    categorySlug: file.category,
    categoryName: { en: "", th: "" },
    images: file.images.map((image, index) => ({ id: String(index), ...image })),
    rating: 0,
    reviewCount: 0,
    printAreas: [],
    options: file.options.map((option) => ({
      code: option.id,
      name: option.name,
      values: option.values.map((value) => ({ ...value, code: value.id })),
    })),
  };
  return localizeProduct(stored, locale);
}

describe("units (docs/product-rules.md#units)", () => {
  it("counts the copies of the chosen pack, as the printer counts them", () => {
    expect(unitCopies(product(1), { finish: "matte", pack: "250" })).toBe(250);
    expect(unitCopies(product(1), { finish: "matte", pack: "1000" })).toBe(1000);
    // Square cards hold 250 a box with no pack option; a missing option counts as its first value.
    expect(unitCopies(product(12), {})).toBe(250);
    expect(unitCopies(product(2), { size: "12x12", pages: "40" })).toBe(1);
  });

  it("says what one unit is with the chosen options, in the page's language and number format", () => {
    expect(unitLabel(product(1), { finish: "gloss", pack: "500" }, "en")).toBe("box of 500 cards");
    expect(unitLabel(product(1, "th"), { finish: "gloss", pack: "1000" }, "th")).toBe("กล่อง 1,000 ใบ");
    expect(unitLabel(product(5), { paper: "gloss-170", pack: "250" }, "en")).toBe("pack of 250 flyers");
    expect(unitLabel(product(2), {}, "en")).toBe("book");
    expect(unitLabel(product(4, "th"), {}, "th")).toBe("แผ่น");
  });
});

describe("the data file's units, ranges and price breaks", () => {
  const withFirst = (change: Record<string, unknown>) => ({
    ...catalogJson,
    products: catalogJson.products.map((entry, index) => (index === 0 ? { ...entry, ...change } : entry)),
  });

  it("accepts the shipped file", () => {
    expect(() => loadCatalogFile()).not.toThrow();
  });

  it.each([
    ["a placeholder other than {copies}", { unit: { en: "box of {count} cards", th: "กล่อง" } }],
    ["a range whose maximum is below its minimum", { minQuantity: 10, maxQuantity: 5 }],
    ["a range past the absolute cap", { maxQuantity: 1_000_000 }],
    [
      "tiers out of order",
      {
        priceBreaks: [
          { minQuantity: 25, percentOff: 15 },
          { minQuantity: 10, percentOff: 10 },
        ],
      },
    ],
    [
      "a later tier that takes less off",
      {
        priceBreaks: [
          { minQuantity: 10, percentOff: 15 },
          { minQuantity: 25, percentOff: 10 },
        ],
      },
    ],
    ["a tier past the maximum", { priceBreaks: [{ minQuantity: 101, percentOff: 10 }] }],
    ["a tier of the whole price", { priceBreaks: [{ minQuantity: 10, percentOff: 100 }] }],
  ])("refuses %s at start-up", (_, change) => {
    expect(() => loadCatalogFile(withFirst(change))).toThrow();
  });
});
