import { describe, expect, it } from "vitest";
import { MAX_QUANTITY_CAP } from "@/modules/catalog";
import { clampQuantity, inQuantityRange, parseQuantity } from "./quantity";

const cards = { minQuantity: 1, maxQuantity: 100 };
const sampler = { minQuantity: 5, maxQuantity: 50 };

describe("parseQuantity", () => {
  it.each([
    ["1", 1],
    ["25", 25],
    [" 12 ", 12],
    ["2.7", 2],
    [7, 7],
  ])("reads %j as %i", (input, expected) => expect(parseQuantity(input, cards)).toBe(expected));

  it.each([["abc"], [""], [null], [undefined], [Number.NaN], [{}]])(
    "falls back to the product's minimum for the non-numeric %j",
    (input) => {
      expect(parseQuantity(input, cards)).toBe(1);
      expect(parseQuantity(input, sampler)).toBe(5);
    },
  );

  it("never goes below the product's minimum", () => {
    expect(parseQuantity("0", cards)).toBe(1);
    expect(parseQuantity("-5", cards)).toBe(1);
    expect(parseQuantity("2", sampler)).toBe(5);
  });

  it("caps at the product's maximum, and at the absolute cap where no product is known", () => {
    expect(parseQuantity("5000", cards)).toBe(100);
    expect(parseQuantity("51", sampler)).toBe(50);
    expect(parseQuantity(Infinity, cards)).toBe(1);
    expect(parseQuantity("5000000")).toBe(MAX_QUANTITY_CAP);
  });
});

describe("the product's quantity range", () => {
  it("moves a quantity outside the range to its nearer end", () => {
    expect(clampQuantity(0, sampler)).toBe(5);
    expect(clampQuantity(30, sampler)).toBe(30);
    expect(clampQuantity(80, sampler)).toBe(50);
  });

  it("holds whole quantities from the minimum to the maximum, both included", () => {
    expect(inQuantityRange(5, sampler)).toBe(true);
    expect(inQuantityRange(50, sampler)).toBe(true);
    expect(inQuantityRange(4, sampler)).toBe(false);
    expect(inQuantityRange(51, sampler)).toBe(false);
    expect(inQuantityRange(5.5, sampler)).toBe(false);
  });
});
