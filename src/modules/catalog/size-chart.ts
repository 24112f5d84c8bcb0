import { z } from "zod";
import { singleLineText } from "@/lib/form-text";
import type { SpecSizeChart } from "./provider-specs";

/*
 * A garment's size chart as staff enter it in the import and edit forms (docs/admin.md#size-chart):
 * measure names in both languages, then one row per size with a value in millimetres per measure. The
 * form sends millimetres as typed; blank is "not measured". Messages are keys under
 * `admin.catalog.errors`. The stored shape is `SizeChart` (src/server/db/schema/catalog.ts).
 */

export const MAX_CHART_MEASURES = 8;
export const MAX_CHART_ROWS = 12;
export const MEASURE_NAME_MAX_LENGTH = 60;
export const SIZE_LABEL_MAX_LENGTH = 12;
/** 5 m: nothing worn is longer; a value above is a typo. */
const MAX_CHART_MM = 5000;

const measureName = singleLineText("measureNameRequired")
  .min(1, "measureNameRequired")
  .max(MEASURE_NAME_MAX_LENGTH, "tooLong");

/** Whole millimetres from 1 to 5000 as typed; blank is null (the size has no such measurement). */
const millimetres = z
  .string({ error: "sizeChartMm" })
  .trim()
  .max(10, "sizeChartMm")
  .transform((text, context) => {
    if (text === "") return null;
    const mm = /^\d+$/.test(text) ? Number(text) : NaN;
    if (!(mm >= 1 && mm <= MAX_CHART_MM)) {
      context.addIssue({ code: "custom", message: "sizeChartMm" });
      return z.NEVER;
    }
    return mm;
  });

export const sizeChartInput = z
  .object({
    measures: z
      .array(z.object({ en: measureName, th: measureName }))
      .min(1, "sizeChartNoMeasure")
      .max(MAX_CHART_MEASURES, "sizeChartTooManyMeasures"),
    rows: z
      .array(
        z.object({
          label: singleLineText("sizeLabelRequired")
            .min(1, "sizeLabelRequired")
            .max(SIZE_LABEL_MAX_LENGTH, "tooLong"),
          mm: z.array(millimetres).max(MAX_CHART_MEASURES),
        }),
      )
      .min(1, "sizeChartNoRow")
      .max(MAX_CHART_ROWS, "sizeChartTooManyRows"),
  })
  .superRefine((chart, context) => {
    const labels = new Set<string>();
    chart.rows.forEach((row, i) => {
      // Every row has one cell per measure: the form adds and removes them together.
      if (row.mm.length !== chart.measures.length)
        context.addIssue({ code: "custom", path: ["rows", i, "mm"], message: "sizeChartShape" });
      else if (row.mm.every((mm) => mm === null))
        context.addIssue({ code: "custom", path: ["rows", i, "mm", 0], message: "sizeChartRowEmpty" });
      const label = row.label.toLowerCase();
      if (labels.has(label))
        context.addIssue({ code: "custom", path: ["rows", i, "label"], message: "sizeLabelTwice" });
      labels.add(label);
    });
  });

/** What the form sends: millimetres as typed. */
export type SizeChartForm = z.input<typeof sizeChartInput>;

/** A stored chart as the form shows it. */
export function sizeChartFormOf(chart: {
  measures: { en: string; th: string }[];
  rows: { label: string; mm: (number | null)[] }[];
}): SizeChartForm {
  return {
    measures: chart.measures.map((measure) => ({ en: measure.en, th: measure.th })),
    rows: chart.rows.map((row) => ({
      label: row.label,
      mm: row.mm.map((mm) => (mm === null ? "" : String(mm))),
    })),
  };
}

/** The account's chart as the import form starts from it: English names given, Thai for staff to write. */
export function sizeChartFormFromSpecs(chart: SpecSizeChart): SizeChartForm {
  return sizeChartFormOf({
    measures: chart.measures.map((en) => ({ en, th: "" })),
    rows: chart.rows.map((row) => ({
      label: row.label,
      mm: row.mm.map((mm) => (mm === null ? null : Math.round(mm))),
    })),
  });
}
