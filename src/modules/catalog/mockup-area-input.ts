import { z } from "zod";

/*
 * A picture's mockup area as staff type it (docs/admin.md#mockup-area): where on the picture the
 * customer's design is drawn, in percent of the picture's width and height, from its top-left corner.
 * The catalog keeps fractions (0.3 for 30 %), as the data file and the product page do. Messages are
 * keys under `admin.catalog.errors`.
 */

export type MockupArea = { left: number; top: number; width: number; height: number };
export type MockupAreaForm = { left: string; top: string; width: string; height: string };

/** Below this a design drawn on the picture is too small to see anything of. */
export const MIN_MOCKUP_PERCENT = 5;

const percent = z
  .string()
  .trim()
  .regex(/^\d{1,3}(?:\.\d{1,2})?$/, "mockupPercent")
  .transform(Number)
  .refine((value) => value <= 100, "mockupPercent");

export const mockupAreaInput = z
  .object({ left: percent, top: percent, width: percent, height: percent })
  .superRefine((area, context) => {
    for (const side of ["width", "height"] as const)
      if (area[side] < MIN_MOCKUP_PERCENT)
        context.addIssue({ code: "custom", path: [side], message: "mockupTooSmall" });
    if (area.left + area.width > 100)
      context.addIssue({ code: "custom", path: ["width"], message: "mockupOutside" });
    if (area.top + area.height > 100)
      context.addIssue({ code: "custom", path: ["height"], message: "mockupOutside" });
  })
  .transform((area): MockupArea => ({
    left: fraction(area.left),
    top: fraction(area.top),
    width: fraction(area.width),
    height: fraction(area.height),
  }));

/** 31.67 (%) → 0.3167, not 0.31670000000000004: the figure stored is the one typed. */
function fraction(percent: number): number {
  return Math.round(percent * 100) / 10_000;
}

/** A stored area as the form shows it: 0.125 → "12.5". */
export function mockupAreaForm(area: MockupArea): MockupAreaForm {
  const shown = (fraction: number) => String(Math.round(fraction * 10_000) / 100);
  return {
    left: shown(area.left),
    top: shown(area.top),
    width: shown(area.width),
    height: shown(area.height),
  };
}

/** Where a new area starts: the middle half of the picture. */
export const DEFAULT_MOCKUP_AREA: MockupAreaForm = { left: "25", top: "25", width: "50", height: "50" };

/**
 * Whether two areas are the same to the hundredth of a percent the form shows: an area saved unchanged
 * keeps its stored numbers (and the edit changes nothing), even when the data file gave more decimals.
 */
export function sameMockupArea(a: MockupArea | undefined, b: MockupArea | undefined): boolean {
  if (!a || !b) return a === b;
  return (["left", "top", "width", "height"] as const).every((side) => Math.abs(a[side] - b[side]) < 0.00005);
}
