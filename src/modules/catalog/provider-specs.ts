/*
 * The one reader of a provider product's `specs` (CloudCore `products/info`, docs/cloudprinter.md §2.10):
 * `{reference, note, value}` rows, numbers as strings. The admin's provider catalogue shows what it reads,
 * the import builds a shop product's print area from it. Only references seen on accounts and in the
 * simulator are read; every other spec is kept as given for display.
 */

/** One spec row as `products/info` gives it. */
export type InfoSpec = { reference?: string | null; note?: string | null; value?: string | number | null };

/** A spec as the provider wrote it, kept for display. */
export type ProviderSpec = { reference: string | null; note: string | null; value: string | null };

/** The specs that matter for print files and quantities; each undefined when the provider gives none. */
export type ProviderSpecSummary = {
  trimWidthMm: number | undefined;
  trimHeightMm: number | undefined;
  bleedMm: number | undefined;
  safetyMarginMm: number | undefined;
  minQuantity: number | undefined;
  printableSides: number | undefined;
  /**
   * `cut_line_required`: "1" the design must carry its own cut line (a spot colour named CutContour; a
   * die-cut sticker), "0" the printer cuts to the chosen shape; undefined for no spec or any other value.
   */
  cutLineRequired: boolean | undefined;
};

/** The spec references the summary reads. */
const SPEC_FIELDS = {
  exact_width_in_mm: "trimWidthMm",
  exact_height_in_mm: "trimHeightMm",
  bleed_in_mm: "bleedMm",
  safety_margin_in_mm: "safetyMarginMm",
  min_quantity: "minQuantity",
  printable_sides: "printableSides",
} as const satisfies Record<string, Exclude<keyof ProviderSpecSummary, "cutLineRequired">>;

/** The spec saying whether the design must carry its cut line (docs/product-rules.md#cut-lines). */
const CUT_LINE_SPEC = "cut_line_required";

/** A number the provider wrote as a string (or a number); null for blank or not a number. */
export function specNumber(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "string" && value.trim() === "") return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** A yes/no spec: 1 is true, 0 false, anything else (blank, "yes", 2) undefined. */
function flag(value: string | null): boolean | undefined {
  const number = specNumber(value);
  return number === 1 ? true : number === 0 ? false : undefined;
}

/** The specs as given (for display), and the known ones read as numbers; the first of a reference wins. */
export function readProviderSpecs(specs: readonly InfoSpec[]): {
  specs: ProviderSpecSummary;
  rawSpecs: ProviderSpec[];
} {
  const summary: ProviderSpecSummary = {
    trimWidthMm: undefined,
    trimHeightMm: undefined,
    bleedMm: undefined,
    safetyMarginMm: undefined,
    minQuantity: undefined,
    printableSides: undefined,
    cutLineRequired: undefined,
  };
  const rawSpecs = specs.map((spec) => ({
    reference: spec.reference ?? null,
    note: spec.note ?? null,
    value: spec.value === null || spec.value === undefined ? null : String(spec.value),
  }));
  for (const spec of rawSpecs) {
    if (spec.reference === CUT_LINE_SPEC) {
      if (summary.cutLineRequired === undefined) summary.cutLineRequired = flag(spec.value);
      continue;
    }
    const field = spec.reference ? SPEC_FIELDS[spec.reference as keyof typeof SPEC_FIELDS] : undefined;
    if (!field || summary[field] !== undefined) continue;
    const number = specNumber(spec.value);
    if (number !== null) summary[field] = number;
  }
  return { specs: summary, rawSpecs };
}

/**
 * What an imported product is printed on: the account's trim size, the printed sides (each its own
 * design, docs/product-rules.md#sides), and `cutLine` when the design must carry its own cut line
 * (anything but a clear `cut_line_required` of 1 counts as no).
 */
export type ImportedPrintArea = {
  widthMm: number;
  heightMm: number;
  sides: number;
  cutLine: boolean;
  /** The account's bleed and safety margin; null where it gives none (our 3 mm standard then). */
  bleedMm: number | null;
  safetyMm: number | null;
};

/** The widest bleed or safety margin believed from specs; the designer's document allows as much. */
const MAX_MARGIN_MM = 20;

/**
 * The trim size from the product's specs with the sides staff chose; undefined when the account gives
 * none, and then the product can't be imported (we could not check a design).
 */
export function printAreaFromSpecs(specs: readonly InfoSpec[], sides: number): ImportedPrintArea | undefined {
  const { trimWidthMm, trimHeightMm, cutLineRequired, bleedMm, safetyMarginMm } =
    readProviderSpecs(specs).specs;
  const whole = (value: number | undefined) => (value && value > 0 ? Math.round(value) : undefined);
  // A margin past what any printer asks (or below zero) is a typo on the account: our standard then.
  const margin = (value: number | undefined) =>
    value !== undefined && value >= 0 && value <= MAX_MARGIN_MM ? value : null;
  const widthMm = whole(trimWidthMm);
  const heightMm = whole(trimHeightMm);
  if (!widthMm || !heightMm) return undefined;
  return {
    widthMm,
    heightMm,
    sides,
    cutLine: cutLineRequired === true,
    bleedMm: margin(bleedMm),
    safetyMm: margin(safetyMarginMm),
  };
}

/**
 * A garment's measurements as the account gives them: measure names (English, from the references),
 * then one row per size with a value in millimetres for each measure (null where the account has none).
 */
export type SpecSizeChart = { measures: string[]; rows: { label: string; mm: (number | null)[] }[] };

/**
 * `<measure>_in_mm_<size>`: a measurement of one size. References with nothing after `_in_mm` (the
 * trim size, bleed, safety margin) are sizes of the print, not of a garment, and don't match.
 */
const SIZED_MEASURE = /^([a-z][a-z0-9_]*?)_in_mm_([a-z0-9]+)$/;

/**
 * The size chart the account's specs describe (docs/product-rules.md#size-chart), measures and sizes in
 * the order the account first names them; undefined when no spec gives a measurement of a size.
 * `chest_width_in_mm_xl` is the measure "Chest width" of the size "XL".
 */
export function sizeChartFromSpecs(specs: readonly InfoSpec[]): SpecSizeChart | undefined {
  const measures: string[] = [];
  const sizes: string[] = [];
  const values = new Map<string, number>();
  for (const spec of specs) {
    const match = spec.reference ? SIZED_MEASURE.exec(spec.reference) : null;
    const mm = specNumber(spec.value);
    if (!match || mm === null || mm <= 0) continue;
    const [, measure, size] = match as unknown as [string, string, string];
    if (!measures.includes(measure)) measures.push(measure);
    if (!sizes.includes(size)) sizes.push(size);
    const key = `${measure}|${size}`;
    if (!values.has(key)) values.set(key, mm);
  }
  if (measures.length === 0) return undefined;
  return {
    measures: measures.map(measureLabel),
    rows: sizes.map((size) => ({
      label: size.toUpperCase(),
      mm: measures.map((measure) => values.get(`${measure}|${size}`) ?? null),
    })),
  };
}

/** `chest_width` → "Chest width". */
function measureLabel(reference: string): string {
  const words = reference.split("_").filter(Boolean).join(" ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}
