import { describe, expect, it } from "vitest";
import { productEditErrors } from "./product-edit";
import { sizeChartFormFromSpecs, sizeChartFormOf, sizeChartInput, type SizeChartForm } from "./size-chart";

const chart = (): SizeChartForm => ({
  measures: [
    { en: "Chest width", th: "ความกว้างหน้าอก" },
    { en: "Body length", th: "ความยาวตัวเสื้อ" },
  ],
  rows: [
    { label: "M", mm: ["510", "740"] },
    { label: "XL", mm: [" 610 ", ""] },
  ],
});

const errorsOf = (form: unknown) => {
  const result = sizeChartInput.safeParse(form);
  return result.success ? {} : productEditErrors(result.error);
};

describe("a size chart as staff enter it", () => {
  it("turns typed millimetres into numbers, blank into not measured", () => {
    expect(sizeChartInput.parse(chart()).rows).toEqual([
      { label: "M", mm: [510, 740] },
      { label: "XL", mm: [610, null] },
    ]);
  });

  it("refuses millimetres that are not whole numbers from 1 to 5000", () => {
    for (const typed of ["0", "5001", "52.5", "abc", "-3"]) {
      const form = chart();
      form.rows[0]!.mm[1] = typed;
      expect(errorsOf(form)).toEqual({ "rows.0.mm.1": "sizeChartMm" });
    }
  });

  it("needs both names of a measure, a size label once, and a value in every size", () => {
    const form = chart();
    form.measures[1]!.th = " ";
    form.rows[1]!.label = "m";
    expect(errorsOf(form)).toEqual({
      "measures.1.th": "measureNameRequired",
      "rows.1.label": "sizeLabelTwice",
    });
    const blank = chart();
    blank.rows[1]!.mm = ["", ""];
    expect(errorsOf(blank)).toEqual({ "rows.1.mm.0": "sizeChartRowEmpty" });
  });

  it("keeps a chart within 8 measures and 12 sizes, each size one value per measure", () => {
    const measures = Array.from({ length: 9 }, (_, i) => ({ en: `M${i}`, th: `ม${i}` }));
    expect(errorsOf({ measures, rows: [{ label: "S", mm: measures.map(() => "1") }] })).toMatchObject({
      measures: "sizeChartTooManyMeasures",
    });
    const rows = Array.from({ length: 13 }, (_, i) => ({ label: `S${i}`, mm: ["1", "2"] }));
    expect(errorsOf({ ...chart(), rows })).toEqual({ rows: "sizeChartTooManyRows" });
    const short = chart();
    short.rows[0]!.mm = ["510"];
    expect(errorsOf(short)).toEqual({ "rows.0.mm": "sizeChartShape" });
    expect(errorsOf({ measures: [], rows: [] })).toEqual({
      measures: "sizeChartNoMeasure",
      rows: "sizeChartNoRow",
    });
    const long = chart();
    long.rows[0]!.label = "X".repeat(13);
    expect(errorsOf(long)).toEqual({ "rows.0.label": "tooLong" });
  });

  it("starts the form from a stored chart or from the account's, whose Thai names are left to staff", () => {
    expect(sizeChartFormOf(sizeChartInput.parse(chart()))).toEqual({
      ...chart(),
      rows: [
        { label: "M", mm: ["510", "740"] },
        { label: "XL", mm: ["610", ""] },
      ],
    });
    expect(
      sizeChartFormFromSpecs({ measures: ["Chest width"], rows: [{ label: "S", mm: [459.6] }] }),
    ).toEqual({ measures: [{ en: "Chest width", th: "" }], rows: [{ label: "S", mm: ["460"] }] });
  });
});
