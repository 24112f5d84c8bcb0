import type { UploadKind } from "./constants";
import type { PrintReadiness, ReadinessReason } from "./schema";

/** What we measured in the file (the `uploads` row). */
export type DesignFacts = {
  kind: UploadKind;
  widthPx: number | null;
  heightPx: number | null;
  pageCount: number | null;
  pageWidthMm: number | null;
  pageHeightMm: number | null;
};

/** The product's print area (catalog PrintArea): trim size in mm and the pages a PDF should have. */
export type PrintSize = { width: number; height: number; pages: number };

const MM_PER_INCH = 25.4;
export const GOOD_DPI = 300;
export const OK_DPI = 150;
/** Proportions may differ this much (bleed alone makes a design ~4 % off) before we say so. */
const ASPECT_TOLERANCE = 0.06;
/** A PDF page may be the trim size or include bleed (3 mm each side), give or take this much. */
export const BLEED_MM = 3;
const PAGE_TOLERANCE_MM = 2;

/**
 * Hints before printing (docs/adr/0007-files-checked-by-content.md): effective DPI of an image at the product's size, and
 * a PDF's page count and page size against the print area. Null when there is nothing to judge.
 * The print area may be used either way round; we judge against the orientation of the design.
 */
export function printReadiness(file: DesignFacts, area: PrintSize): PrintReadiness | null {
  return file.kind === "pdf" ? pdfReadiness(file, area) : imageReadiness(file, area);
}

function imageReadiness({ widthPx, heightPx }: DesignFacts, area: PrintSize): PrintReadiness | null {
  if (!widthPx || !heightPx) return null;
  const [width, height] = orientedLike(widthPx, heightPx, area);
  // "Cover" fit: the side that must stretch most decides the resolution.
  const dpi = Math.round(Math.min(widthPx / (width / MM_PER_INCH), heightPx / (height / MM_PER_INCH)));
  const imageRatio = widthPx / heightPx;
  const printRatio = width / height;
  const reasons: ReadinessReason[] =
    Math.abs(imageRatio / printRatio - 1) > ASPECT_TOLERANCE
      ? [{ code: "aspectMismatch", imageRatio: round(imageRatio, 2), printRatio: round(printRatio, 2) }]
      : [];
  return {
    status: dpi >= GOOD_DPI ? "good" : dpi >= OK_DPI ? "ok" : "low",
    dpi,
    printWidthMm: width,
    printHeightMm: height,
    expectedPages: area.pages,
    reasons,
  };
}

function pdfReadiness(file: DesignFacts, area: PrintSize): PrintReadiness | null {
  const { pageCount, pageWidthMm, pageHeightMm } = file;
  if (!pageCount || !pageWidthMm || !pageHeightMm) return null;
  const [width, height] = orientedLike(pageWidthMm, pageHeightMm, area);
  const reasons: ReadinessReason[] = [];
  if (pageCount !== area.pages) reasons.push({ code: "pageCount", pages: pageCount, expected: area.pages });
  if (!fitsWithBleed(pageWidthMm, width) || !fitsWithBleed(pageHeightMm, height)) {
    reasons.push({
      code: "pageSize",
      pageWidthMm: round(pageWidthMm, 1),
      pageHeightMm: round(pageHeightMm, 1),
    });
  }
  return {
    status: reasons.length === 0 ? "good" : "warning",
    dpi: null,
    printWidthMm: width,
    printHeightMm: height,
    expectedPages: area.pages,
    reasons,
  };
}

/** The print area turned to the design's orientation (landscape design → landscape area). */
function orientedLike(designWidth: number, designHeight: number, area: PrintSize): [number, number] {
  const long = Math.max(area.width, area.height);
  const short = Math.min(area.width, area.height);
  return designWidth >= designHeight ? [long, short] : [short, long];
}

/** Trim size up to trim plus bleed on both sides, with a little tolerance either way. */
function fitsWithBleed(pageMm: number, trimMm: number): boolean {
  return pageMm >= trimMm - PAGE_TOLERANCE_MM && pageMm <= trimMm + 2 * BLEED_MM + PAGE_TOLERANCE_MM;
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
