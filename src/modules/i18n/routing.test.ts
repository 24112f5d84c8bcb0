import { describe, expect, it } from "vitest";
import { defaultLocale, toLocale } from "./routing";

describe("toLocale", () => {
  it("keeps one of our locales and falls back to the default for anything else", () => {
    expect(toLocale("th")).toBe("th");
    expect(toLocale("en")).toBe("en");
    for (const other of ["de", "TH", "", null, undefined, 42]) expect(toLocale(other)).toBe(defaultLocale);
  });
});
