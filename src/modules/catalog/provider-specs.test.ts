import { describe, expect, it } from "vitest";
import { printAreaFromSpecs, readProviderSpecs, sizeChartFromSpecs } from "./provider-specs";

describe("provider specs", () => {
  it("reads the known specs as numbers and keeps every spec as given", () => {
    const { specs, rawSpecs } = readProviderSpecs([
      { reference: "exact_width_in_mm", note: "Trimmed width in mm", value: "85" },
      { reference: "exact_height_in_mm", note: "Trimmed height in mm", value: "55" },
      { reference: "bleed_in_mm", note: "Bleed", value: "3" },
      { reference: "min_quantity", value: "50" },
      { reference: "printable_sides", value: "two" },
      { note: "No reference", value: "x" },
    ]);
    expect(specs).toEqual({
      trimWidthMm: 85,
      trimHeightMm: 55,
      bleedMm: 3,
      safetyMarginMm: undefined,
      minQuantity: 50,
      printableSides: undefined,
      cutLineRequired: undefined,
    });
    expect(rawSpecs).toHaveLength(6);
    expect(rawSpecs[5]).toEqual({ reference: null, note: "No reference", value: "x" });
  });

  it("makes the print area from the trim size, one page per printed side", () => {
    const specs = [
      { reference: "exact_width_in_mm", value: "148.4" },
      { reference: "exact_height_in_mm", value: 105 },
    ];
    expect(printAreaFromSpecs(specs, 2)).toEqual({
      widthMm: 148,
      heightMm: 105,
      sides: 2,
      cutLine: false,
      bleedMm: null,
      safetyMm: null,
    });
  });

  it("keeps the account's bleed and safety margin, a garment's zero bleed included", () => {
    const specs = (bleed: string, safety: string) => [
      { reference: "exact_width_in_mm", value: "300" },
      { reference: "exact_height_in_mm", value: "400" },
      { reference: "bleed_in_mm", value: bleed },
      { reference: "safety_margin_in_mm", value: safety },
    ];
    expect(printAreaFromSpecs(specs("0", "10"), 2)).toMatchObject({ bleedMm: 0, safetyMm: 10 });
    expect(printAreaFromSpecs(specs("2.5", "4"), 1)).toMatchObject({ bleedMm: 2.5, safetyMm: 4 });
  });

  it("falls back to our standard for a margin no printer asks for", () => {
    const specs = [
      { reference: "exact_width_in_mm", value: "85" },
      { reference: "exact_height_in_mm", value: "55" },
      { reference: "bleed_in_mm", value: "-1" },
      { reference: "safety_margin_in_mm", value: "300" },
    ];
    expect(printAreaFromSpecs(specs, 1)).toMatchObject({ bleedMm: null, safetyMm: null });
  });

  it.each([
    ["1", true],
    [1, true],
    ["0", false],
    [0, false],
    ["yes", undefined],
    ["2", undefined],
    ["", undefined],
  ])("reads cut_line_required %j as %s", (value, expected) => {
    const { specs } = readProviderSpecs([{ reference: "cut_line_required", value }]);
    expect(specs.cutLineRequired).toBe(expected);
  });

  it("gives the print area a cut line only when the account requires one", () => {
    const trim = [
      { reference: "exact_width_in_mm", value: "76" },
      { reference: "exact_height_in_mm", value: "76" },
    ];
    const areaWith = (value: string) =>
      printAreaFromSpecs([...trim, { reference: "cut_line_required", value }], 1)?.cutLine;
    expect(areaWith("1")).toBe(true);
    expect(areaWith("0")).toBe(false);
    expect(areaWith("maybe")).toBe(false);
  });

  it("has no print area when the account gives no trim size", () => {
    expect(printAreaFromSpecs([{ reference: "exact_width_in_mm", value: "85" }], 1)).toBeUndefined();
    expect(
      printAreaFromSpecs(
        [
          { reference: "exact_width_in_mm", value: "0" },
          { reference: "exact_height_in_mm", value: "55" },
        ],
        1,
      ),
    ).toBeUndefined();
  });

  it("reads a size chart from measurements per size, in the account's order, leaving out print sizes", () => {
    const chart = sizeChartFromSpecs([
      { reference: "exact_width_in_mm", value: "300" },
      { reference: "bleed_in_mm", value: "0" },
      { reference: "safety_margin_in_mm", value: "10" },
      { reference: "sleeve_length_in_mm_3xl", note: "Sleeve of 3XL", value: "270" },
      { reference: "sleeve_length_in_mm_m", value: "230" },
      { reference: "hem_width_in_mm_m", value: "505.5" },
      { reference: "hem_width_in_mm_m", value: "999" },
      { reference: "hem_width_in_mm_3xl", value: "" },
    ]);
    expect(chart).toEqual({
      measures: ["Sleeve length", "Hem width"],
      rows: [
        { label: "3XL", mm: [270, null] },
        { label: "M", mm: [230, 505.5] },
      ],
    });
  });

  it("has no size chart when the account gives no measurement of a size", () => {
    expect(
      sizeChartFromSpecs([
        { reference: "exact_width_in_mm", value: "85" },
        { reference: "chest_width_in_mm_l", value: "none" },
        { reference: "weight_in_g_l", value: "180" },
      ]),
    ).toBeUndefined();
  });
});
