import { describe, expect, it } from "vitest";
import { cartBadgeText } from "./badge-count";

describe("cartBadgeText", () => {
  it("shows the count up to 99", () => {
    expect(cartBadgeText(0)).toBe("0");
    expect(cartBadgeText(7)).toBe("7");
    expect(cartBadgeText(99)).toBe("99");
  });

  it("caps the badge at 99+ above 99", () => {
    expect(cartBadgeText(100)).toBe("99+");
    expect(cartBadgeText(12345)).toBe("99+");
  });
});
