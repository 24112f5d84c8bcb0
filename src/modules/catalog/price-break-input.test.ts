import { describe, expect, it } from "vitest";
import { discountedUnitPrice } from "./discounted-unit-price";
import { priceBreakErrors, priceBreaksField } from "./price-break-input";
import { productEditErrors } from "./product-edit";

const range = { minQuantity: 1, maxQuantity: 500 };
const rows = (...pairs: [string, string][]) =>
  pairs.map(([minQuantity, percentOff]) => ({ minQuantity, percentOff }));
const errorsOf = (input: unknown) => {
  const result = priceBreaksField.safeParse(input);
  return result.success ? {} : productEditErrors(result.error);
};

describe("price breaks as staff type them", () => {
  it("reads typed rows as whole numbers", () => {
    expect(priceBreaksField.parse(rows([" 25 ", "10"], ["100", "15"]))).toEqual([
      { minQuantity: 25, percentOff: 10 },
      { minQuantity: 100, percentOff: 15 },
    ]);
  });

  it("refuses a quantity or percent that isn't a whole number, and a percent outside 1–90", () => {
    expect(errorsOf(rows(["2.5", "10"], ["", "x"]))).toEqual({
      "0.minQuantity": "breakQuantity",
      "1.minQuantity": "breakQuantity",
      "1.percentOff": "breakPercent",
    });
    expect(errorsOf(rows(["10", "0"], ["20", "91"], ["30", "-5"]))).toEqual({
      "0.percentOff": "breakPercent",
      "1.percentOff": "breakPercent",
      "2.percentOff": "breakPercent",
    });
    expect(errorsOf(rows(["10", "90"]))).toEqual({});
  });

  it("takes at most five rows", () => {
    const six = rows(["2", "1"], ["3", "2"], ["4", "3"], ["5", "4"], ["6", "5"], ["7", "6"]);
    expect(errorsOf(six)).toEqual({ form: "breaksTooMany" });
    expect(errorsOf(six.slice(0, 5))).toEqual({});
  });
});

describe("price breaks against the product", () => {
  it("accepts ascending breaks inside the quantity range", () => {
    expect(
      priceBreakErrors(
        [
          { minQuantity: 25, percentOff: 5 },
          { minQuantity: 500, percentOff: 10 },
        ],
        range,
      ),
    ).toEqual({});
  });

  it("refuses a break at or below the smallest quantity, or above the largest", () => {
    expect(
      priceBreakErrors(
        [
          { minQuantity: 1, percentOff: 5 },
          { minQuantity: 501, percentOff: 10 },
        ],
        range,
      ),
    ).toEqual({
      "priceBreaks.0.minQuantity": "breakOutOfRange",
      "priceBreaks.1.minQuantity": "breakOutOfRange",
    });
  });

  it("refuses a break that starts no later or takes no more off than the one before", () => {
    expect(
      priceBreakErrors(
        [
          { minQuantity: 50, percentOff: 10 },
          { minQuantity: 50, percentOff: 15 },
          { minQuantity: 100, percentOff: 15 },
        ],
        range,
      ),
    ).toEqual({
      "priceBreaks.1.minQuantity": "breakNotAscending",
      "priceBreaks.2.percentOff": "breakNotDeeper",
    });
  });

  it("rounds a tier price to the nearest cent, halves up", () => {
    expect(discountedUnitPrice(1450, 5)).toBe(1378);
    expect(discountedUnitPrice(2999, 15)).toBe(2549);
  });
});
