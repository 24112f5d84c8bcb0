import { describe, expect, it } from "vitest";
import { MAX_ESTIMATE_QUANTITY, parseQuantity } from "./quantity";

describe("parseQuantity", () => {
  it.each([
    ["1", 1],
    ["250", 250],
    [" 12 ", 12],
    ["2.7", 2],
    [7, 7],
  ])("reads %j as %i", (input, expected) => expect(parseQuantity(input)).toBe(expected));

  it.each([["abc"], [""], [null], [undefined], [Number.NaN], [{}]])(
    "falls back to 1 for the non-numeric %j",
    (input) => expect(parseQuantity(input)).toBe(1),
  );

  it("never goes below 1", () => {
    expect(parseQuantity("0")).toBe(1);
    expect(parseQuantity("-5")).toBe(1);
  });

  it("caps at 1000 on the product page and 10000 in the calculator", () => {
    expect(parseQuantity("5000")).toBe(1000);
    expect(parseQuantity(Infinity)).toBe(1);
    expect(parseQuantity("50000", MAX_ESTIMATE_QUANTITY)).toBe(10_000);
  });
});
