import { describe, expect, it } from "vitest";
import { loadCatalogFile, testProduct } from "@/modules/catalog/testing";
import { discountedUnitPrice, priceBreakAt, priceQuantity, priceTiers } from "./unit-price";

/** A product of the test catalog in the shape the pricing code reads (one language). */
function catalogProduct(reference: string) {
  const product = testProduct(reference);
  return {
    ...product,
    options: product.options.map((option) => ({
      id: option.id,
      name: option.name.en,
      values: option.values.map((value) => ({
        id: value.id,
        name: value.name.en,
        priceModifier: value.priceModifier,
      })),
    })),
  };
}

// The test catalog's A3 poster: $8.99, 10% off from 25, 15% from 100, 20% from 250, sold 1 to 1,000.
const poster = catalogProduct("a3-poster-premium");
const standard = { paper: "standard" };

describe("price breaks", () => {
  it("has the A3 poster's tiers as the test catalog says (the rest of this file depends on them)", () => {
    expect(poster.basePrice).toBe(899);
    expect(poster.priceBreaks).toEqual([
      { minQuantity: 25, percentOff: 10 },
      { minQuantity: 100, percentOff: 15 },
      { minQuantity: 250, percentOff: 20 },
    ]);
    expect([poster.minQuantity, poster.maxQuantity]).toEqual([1, 1000]);
  });

  it("charges the list price below the first tier", () => {
    expect(priceQuantity(poster, standard, 24)).toEqual({
      ok: true,
      unitPrice: 899,
      listUnitPrice: 899,
      percentOff: 0,
      selection: standard,
    });
  });

  it("charges the 100+ tier price for 100 units", () => {
    // 899 × 0.85 = 764.15 → 764 cents.
    expect(priceQuantity(poster, standard, 100)).toMatchObject({ ok: true, unitPrice: 764, percentOff: 15 });
    expect(priceQuantity(poster, standard, 99)).toMatchObject({ unitPrice: 809, percentOff: 10 });
  });

  it("takes the tier's percent off the unit price with its options, not off the base price", () => {
    // (899 + 300) × 0.8 = 959.2 → 959.
    expect(priceQuantity(poster, { paper: "premium-matte" }, 250)).toMatchObject({
      unitPrice: 959,
      listUnitPrice: 1199,
      percentOff: 20,
    });
  });

  it("refuses a quantity outside the product's range instead of pricing it", () => {
    for (const quantity of [0, 1001, 2.5]) {
      expect(priceQuantity(poster, standard, quantity)).toEqual({
        ok: false,
        error: "quantityOutOfRange",
        minQuantity: 1,
        maxQuantity: 1000,
      });
    }
  });

  it("still refuses a bad selection first, naming the option", () => {
    expect(priceQuantity(poster, {}, 100)).toMatchObject({
      ok: false,
      error: "missingOption",
      optionId: "paper",
    });
  });

  it("rounds a tier price to the nearest whole cent, halves up", () => {
    expect(discountedUnitPrice(2999, 15)).toBe(2549); // 2549.15
    expect(discountedUnitPrice(1999, 10)).toBe(1799); // 1799.1
    expect(discountedUnitPrice(1450, 5)).toBe(1378); // 1377.5
    expect(discountedUnitPrice(1449, 5)).toBe(1377); // 1376.55
    expect(discountedUnitPrice(1999, 0)).toBe(1999);
  });

  it("finds the last tier a quantity reaches", () => {
    expect(priceBreakAt(poster.priceBreaks, 1)).toBeUndefined();
    expect(priceBreakAt(poster.priceBreaks, 25)?.percentOff).toBe(10);
    expect(priceBreakAt(poster.priceBreaks, 1000)?.percentOff).toBe(20);
  });

  it("lists the tiers as ranges from the minimum to the maximum, at each tier's price", () => {
    expect(priceTiers(poster, 899)).toEqual([
      { from: 1, to: 24, percentOff: 0, unitPrice: 899 },
      { from: 25, to: 99, percentOff: 10, unitPrice: 809 },
      { from: 100, to: 249, percentOff: 15, unitPrice: 764 },
      { from: 250, to: 1000, percentOff: 20, unitPrice: 719 },
    ]);
    expect(priceTiers({ minQuantity: 1, maxQuantity: 50, priceBreaks: [] }, 899)).toEqual([
      { from: 1, to: 50, percentOff: 0, unitPrice: 899 },
    ]);
  });

  it("gives every product of the shipped data file a range and ascending tiers inside it", () => {
    // The shipped catalog, not the test one: the shop's own tiers must make sense.
    for (const product of loadCatalogFile().products) {
      expect(product.minQuantity).toBeLessThanOrEqual(product.maxQuantity);
      expect(product.priceBreaks.length).toBeGreaterThan(0);
      const tiers = priceTiers(product, 1000);
      expect(tiers[0]!.from).toBe(product.minQuantity);
      expect(tiers.at(-1)!.to).toBe(product.maxQuantity);
      tiers.slice(1).forEach((tier, index) => {
        expect(tier.from).toBe(tiers[index]!.to + 1);
        expect(tier.unitPrice).toBeLessThan(tiers[index]!.unitPrice);
      });
    }
  });
});
