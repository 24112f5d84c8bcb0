/**
 * The typefaces a design may use (docs/designer.md#fonts): OFL faces from the fontsource packages, each
 * covering Thai and Latin. Fontsource splits a face into files by script ("subsets"); the browser and the
 * print renderer load each file under a family name of its own and name them all, Thai first, in one
 * font list, so both pick a glyph from the same file and shape a Thai cluster within one font.
 */

export const FONT_IDS = ["noto-sans-thai", "sarabun", "prompt"] as const;
export type FontId = (typeof FONT_IDS)[number];

export const FONT_WEIGHTS = [400, 700] as const;
export type FontWeight = (typeof FONT_WEIGHTS)[number];

const SUBSETS = ["thai", "latin", "latin-ext"] as const;

/** The name shown in the designer's font list (a typeface's own name, not translated). */
export const FONT_NAMES: Record<FontId, string> = {
  "noto-sans-thai": "Noto Sans Thai",
  sarabun: "Sarabun",
  prompt: "Prompt",
};

/** One file of a face: its family name in canvases, and where fontsource keeps it. */
export type FontFile = {
  font: FontId;
  family: string;
  weight: FontWeight;
  /** `@fontsource/<id>/files/<file>`: node_modules on the server, /api/designer/fonts/<file> in browsers. */
  packageName: string;
  file: string;
};

function familyOf(font: FontId, subset: string): string {
  return `PG ${FONT_NAMES[font]} ${subset}`;
}

/** Every file of every face and weight, Thai subsets first. */
export const FONT_FILES: readonly FontFile[] = FONT_IDS.flatMap((font) =>
  FONT_WEIGHTS.flatMap((weight) =>
    SUBSETS.map((subset) => ({
      font,
      family: familyOf(font, subset),
      weight,
      packageName: `@fontsource/${font}`,
      file: `${font}-${subset}-${weight}-normal.woff2`,
    })),
  ),
);

/** The CSS font shorthand a canvas is given for one text element, `px` in the canvas's own units. */
export function canvasFont(font: FontId, weight: FontWeight, px: number): string {
  const families = SUBSETS.map((subset) => `"${familyOf(font, subset)}"`).join(", ");
  return `${weight} ${px}px ${families}`;
}

/** The PostScript name of a face's files, as a PDF names the font: `Sarabun-Bold`. */
export function postscriptNameOf(file: Pick<FontFile, "font" | "weight">): string {
  return `${FONT_NAMES[file.font].replaceAll(" ", "")}-${file.weight === 700 ? "Bold" : "Regular"}`;
}

/** The file a browser may ask for by name; undefined for any other name. */
export function fontFileNamed(file: string): FontFile | undefined {
  return FONT_FILES.find((candidate) => candidate.file === file);
}
