import { describe, expect, it } from "vitest";
import { namedCountries } from "./country-names";

describe("namedCountries", () => {
  it("calls Hong Kong and Macao by their everyday names in both languages", () => {
    expect(namedCountries(["HK", "MO"], "th")).toEqual([
      { code: "MO", name: "มาเก๊า" },
      { code: "HK", name: "ฮ่องกง" },
    ]);
    expect(namedCountries(["HK", "MO"], "en")).toEqual([
      { code: "HK", name: "Hong Kong" },
      { code: "MO", name: "Macao" },
    ]);
  });

  it("keeps the full name where the short one is an abbreviation", () => {
    expect(namedCountries(["US", "GB"], "en").map((country) => country.name)).toEqual([
      "United Kingdom",
      "United States",
    ]);
    expect(namedCountries(["US"], "th")[0]?.name).toBe("สหรัฐอเมริกา");
  });

  it("sorts by the name in the reader's language (Thai order skips a leading vowel: ไทย under ท)", () => {
    expect(namedCountries(["TH", "DE", "JP"], "th").map((country) => country.code)).toEqual([
      "JP",
      "TH",
      "DE",
    ]);
  });
});
