import { describe, expect, it } from "vitest";
import { copyrightYear } from "./copyright-year";

describe("the footer's copyright year", () => {
  it("is the Buddhist-era year in Thai, like every other Thai date, and the Gregorian one in English", () => {
    const now = new Date("2026-11-27T12:00:00Z");
    expect(copyrightYear(now, "th")).toBe("พ.ศ. 2569");
    expect(copyrightYear(now, "en")).toBe("2026");
  });
});
