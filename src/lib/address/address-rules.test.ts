import { describe, expect, it } from "vitest";
import { z } from "zod";
import { addAddressRuleIssues, addressRuleErrors, canonicalRegion } from "./address-rules";
import { addressRegions, regionLabel } from "./regions";

describe("postal address rules", () => {
  it("refuses postal codes that are not the country's and takes the ones that are", () => {
    for (const postalCode of ["ABCDE", "1", "!!!!"])
      expect(addressRuleErrors({ country: "US", state: "TX", postalCode })).toEqual({
        postalCode: "postalCodeInvalid",
      });
    expect(addressRuleErrors({ country: "TH", state: "Bangkok", postalCode: "1011" })).toEqual({
      postalCode: "postalCodeInvalid",
    });
    for (const [country, state, postalCode] of [
      ["US", "TX", "73301"],
      ["US", "NY", "10001-1234"],
      ["TH", "Bangkok", "10110"],
      ["CA", "ON", "M5V 2T6"],
      ["GB", "", "SW1A 1AA"],
      ["DE", "", "10115"],
      ["JP", "", "100-0001"],
    ] as const)
      expect(addressRuleErrors({ country, state, postalCode })).toEqual({});
  });

  it("lists Thailand's 77 provinces, each with its Thai name, and requires one", () => {
    const provinces = addressRegions("TH");
    expect(provinces).toHaveLength(77);
    expect(new Set(provinces.map((province) => province.code)).size).toBe(77);
    expect(provinces.every((province) => province.nameTh)).toBe(true);
    expect(addressRuleErrors({ country: "TH", state: "", postalCode: "10110" })).toEqual({
      state: "provinceRequired",
    });
    expect(canonicalRegion("TH", " chiang mai ")).toBe("Chiang Mai");
    expect(regionLabel(provinces[0]!, "th")).toBe("กรุงเทพมหานคร (Bangkok)");
    expect(regionLabel(provinces[0]!, "en")).toBe("Bangkok");
  });

  it("answers a field error, not a crash, whatever the browser sent", () => {
    const schema = z
      .object({ country: z.string(), state: z.string(), postalCode: z.string() })
      .superRefine((address, ctx) => addAddressRuleIssues(address, ctx));
    const result = schema.safeParse({ country: 42, postalCode: null, state: [] });
    expect(result.success).toBe(false);
    const wrong = schema.safeParse({ country: "US", state: "ZZ", postalCode: "1" });
    expect(wrong.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [["state"], "stateUnknown"],
      [["postalCode"], "postalCodeInvalid"],
    ]);
  });
});
