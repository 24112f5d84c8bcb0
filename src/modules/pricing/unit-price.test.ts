import { describe, expect, it } from "vitest";
import { fromPrice } from "@/modules/catalog";
import { loadCatalogFile, testProduct } from "@/modules/catalog/testing";
import { defaultSelection, priceSelection } from "./unit-price";

/**
 * The fallback products 1, 2 and 4 (docs/product-rules.md#catalog), written out independently of the data
 * file; product 3 (T-shirts) was removed, as were the photo book's 10 × 10 and the poster's glossy paper.
 */
const specFallbacks: Record<
  number,
  { reference: string; base: number; options: Record<string, Record<string, number>> }
> = {
  1: {
    reference: "business-cards-premium",
    base: 1999,
    options: { finish: { matte: 0, gloss: 200, "premium-uv": 500 }, pack: { 250: 0, 500: 800, 1000: 1400 } },
  },
  2: {
    reference: "photo-book-hardcover",
    base: 2499,
    options: { size: { "8x8": 0, "12x12": 1500 }, pages: { 20: 0, 40: 1000, 60: 2000 } },
  },
  4: {
    reference: "a3-poster-premium",
    base: 899,
    options: { paper: { standard: 0, "premium-matte": 300 } },
  },
};

/** A catalog product in the shape the pricing code reads (one language). */
function inPricingShape(product: ReturnType<typeof loadCatalogFile>["products"][number]) {
  return {
    ...product,
    options: product.options.map((option) => ({
      id: option.id,
      name: option.name.en,
      values: option.values.map((value) => ({ ...value, name: value.name.en })),
    })),
  };
}

/** The spec's fallbacks are checked against the shipped data file, which they are about. */
const shippedProduct = (id: number) =>
  inPricingShape(loadCatalogFile().products.find((candidate) => candidate.id === id)!);
/** The pricing rules are checked on the test catalog, whose prices change only with the tests. */
const pricedProduct = (reference: string) => inPricingShape(testProduct(reference));

/** Every combination of one value per option. */
function combinations(options: Record<string, Record<string, number>>): Record<string, string>[] {
  return Object.entries(options).reduce<Record<string, string>[]>(
    (partial, [optionId, values]) =>
      partial.flatMap((selection) =>
        Object.keys(values).map((valueId) => ({ ...selection, [optionId]: valueId })),
      ),
    [{}],
  );
}

describe("unit price", () => {
  for (const [id, spec] of Object.entries(specFallbacks)) {
    it(`prices every combination of fallback product ${id} (${spec.reference}) as base + modifiers`, () => {
      const product = shippedProduct(Number(id));
      expect(product.reference).toBe(spec.reference);
      expect(product.basePrice).toBe(spec.base);
      const all = combinations(spec.options);
      expect(all.length).toBeGreaterThan(1);
      for (const selection of all) {
        const expected =
          spec.base + Object.entries(selection).reduce((sum, [o, v]) => sum + spec.options[o]![v]!, 0);
        expect(priceSelection(product, selection)).toEqual({ ok: true, unitPrice: expected, selection });
      }
    });
  }

  it("refuses a selection that leaves an option out, naming it", () => {
    expect(priceSelection(pricedProduct("business-cards-premium"), { finish: "gloss" })).toEqual({
      ok: false,
      error: "missingOption",
      optionId: "pack",
      optionName: "Cards per box",
    });
  });

  it("refuses a value the option doesn't have and an option the product doesn't have", () => {
    expect(priceSelection(pricedProduct("a3-poster-premium"), { paper: "gold-leaf" })).toMatchObject({
      ok: false,
      error: "unknownOption",
      optionId: "paper",
    });
    expect(
      priceSelection(pricedProduct("a3-poster-premium"), { paper: "standard", discount: "yes" }),
    ).toMatchObject({
      ok: false,
      error: "unknownOption",
      optionId: "discount",
    });
  });

  it("preselects the first value of every option, which is also the From price", () => {
    const cards = pricedProduct("business-cards-premium");
    expect(defaultSelection(cards)).toEqual({ finish: "matte", pack: "250" });
    expect(fromPrice(cards)).toBe(1999);
    expect(fromPrice(pricedProduct("photo-book-hardcover"))).toBe(2499);
  });
});
