import { uploadKinds, type UploadKind } from "./constants";
import type { PrintReadiness, ReadinessReason } from "./schema";

/** What we measured in the file (the `uploads` row). */
export type DesignFacts = {
  kind: UploadKind;
  widthPx: number | null;
  heightPx: number | null;
  pageCount: number | null;
  pageWidthMm: number | null;
  pageHeightMm: number | null;
  /** A PDF declares a CutContour spot colour (cut-contour.ts); null or absent when not known. */
  cutContour?: boolean | null;
};

/**
 * The product's print area (catalog printAreaSpec): trim size in mm (a cover's spread), the pages a PDF
 * should have and which file it is; without `file`, a flat product's design.
 */
export type PrintSize = {
  width: number;
  height: number;
  pages: number;
  file?: "product" | "cover" | "book";
  /** The design must carry its cut line, a CutContour spot colour (docs/product-rules.md#cut-lines). */
  cutLine?: boolean;
  /**
   * The area's own bleed from the account's specs, mm (docs/designer.md#print-guides): a page may carry
   * this much on each edge when it is more than our 3 mm. Null or absent: 3 mm.
   */
  bleed?: number | null;
};

const MM_PER_INCH = 25.4;
const GOOD_DPI = 300;
const OK_DPI = 150;
/** Proportions may differ this much (bleed alone makes a design ~4 % off) before we say so. */
const ASPECT_TOLERANCE = 0.06;
/** A PDF page may be the trim size or include bleed (3 mm each side), give or take this much. */
const BLEED_MM = 3;
const PAGE_TOLERANCE_MM = 2;
/**
 * A cover is the spread: back + spine + front. The spine grows with the page count and paper, which we
 * do not model, so the catalog's cover width (2 × trim width + a typical spine) may be off by this much
 * either way.
 */
const COVER_SPINE_TOLERANCE_MM = 10;

/**
 * The kinds of file a print area takes: only a PDF for a book's interior (its pages are counted) and
 * for a die-cut design (only a PDF can carry its CutContour cut line), every kind elsewhere. Its drop
 * zone offers and names exactly these; the interior and cut-line checks refuse the rest.
 */
export function acceptedKinds(area: Pick<PrintSize, "file" | "cutLine">): readonly UploadKind[] {
  return area.file === "book" || area.cutLine ? ["pdf"] : uploadKinds;
}

/** Reasons that stop a design from going into the cart (a book's files must fit, not just print well). */
const blockingCodes = new Set<ReadinessReason["code"]>([
  "interiorNotPdf",
  "interiorPageCount",
  "coverSize",
  "coverProportions",
  "cutLineMissing",
  "cutLineNotPdf",
]);

/** The reasons among a readiness that refuse the file (empty when it may go into the cart). */
export function blockingReasons(readiness: PrintReadiness | null): ReadinessReason[] {
  return readiness ? readiness.reasons.filter((reason) => blockingCodes.has(reason.code)) : [];
}

/**
 * Hints before printing (docs/adr/0007-files-checked-by-content.md): effective DPI of an image at the product's size, and
 * a PDF's page count and page size against the print area. Null when there is nothing to judge.
 * The print area may be used either way round; we judge against the orientation of the design.
 */
export function printReadiness(file: DesignFacts, area: PrintSize): PrintReadiness | null {
  if (area.file === "book") return interiorReadiness(file, area);
  if (area.file === "cover") return coverReadiness(file, area);
  const readiness = file.kind === "pdf" ? pdfReadiness(file, area) : imageReadiness(file, area);
  return area.cutLine ? withCutLine(file, area, readiness) : readiness;
}

/**
 * A die-cut design (refused unless right): a PDF must declare a CutContour spot colour (a PDF whose
 * fact is not known counts as without), and an image never can. The other findings stay as they are.
 */
function withCutLine(file: DesignFacts, area: PrintSize, readiness: PrintReadiness | null): PrintReadiness {
  const reason: ReadinessReason | null =
    file.kind !== "pdf" ? { code: "cutLineNotPdf" } : file.cutContour ? null : { code: "cutLineMissing" };
  const judged = readiness ?? {
    status: "warning" as const,
    dpi: null,
    printWidthMm: area.width,
    printHeightMm: area.height,
    turned: false,
    expectedPages: area.pages,
    reasons: [],
  };
  if (!reason) return judged;
  return {
    ...judged,
    status: judged.dpi === null ? "warning" : judged.status,
    reasons: [reason, ...judged.reasons],
  };
}

/**
 * A book's interior (refused unless right): one PDF with exactly the chosen number of pages. Its page
 * size gets the usual hint (trim size, or trim plus bleed, ± 2 mm), which does not refuse it.
 */
function interiorReadiness(file: DesignFacts, area: PrintSize): PrintReadiness {
  const readiness = acceptedKinds({ file: "book" }).includes(file.kind) ? pdfReadiness(file, area) : null;
  if (!readiness) {
    return {
      status: "warning",
      dpi: null,
      printWidthMm: area.width,
      printHeightMm: area.height,
      turned: false,
      expectedPages: area.pages,
      reasons: [{ code: "interiorNotPdf" }],
    };
  }
  const reasons = readiness.reasons.map((reason): ReadinessReason =>
    reason.code === "pageCount" ? { ...reason, code: "interiorPageCount" } : reason,
  );
  return { ...readiness, reasons };
}

/**
 * A book's cover (refused unless right), always judged as a landscape spread, never turned:
 * - a PDF's first page must be the spread: width from (spread − spine tolerance − 2 mm) to
 *   (spread + 2 × 3 mm bleed + spine tolerance + 2 mm), height from trim − 2 mm to trim + 6 mm + 2 mm;
 *   more than one page is only a hint (the printer uses the first);
 * - an image has no size in mm, so its proportions must match the spread's within 6 % (bleed and the
 *   spine's variation fit in that), and its resolution gets the usual hint.
 */
function coverReadiness(file: DesignFacts, area: PrintSize): PrintReadiness {
  const base = { printWidthMm: area.width, printHeightMm: area.height, turned: false, expectedPages: 1 };
  if (file.kind === "pdf") {
    const width = file.pageWidthMm ?? 0;
    const height = file.pageHeightMm ?? 0;
    const reasons: ReadinessReason[] = [];
    const widthFits =
      width >= area.width - COVER_SPINE_TOLERANCE_MM - PAGE_TOLERANCE_MM &&
      width <= area.width + 2 * BLEED_MM + COVER_SPINE_TOLERANCE_MM + PAGE_TOLERANCE_MM;
    if (!widthFits || !fitsWithBleed(height, area.height)) {
      reasons.push({ code: "coverSize", pageWidthMm: round(width, 1), pageHeightMm: round(height, 1) });
    }
    if (file.pageCount && file.pageCount > 1) {
      reasons.push({ code: "pageCount", pages: file.pageCount, expected: 1 });
    }
    return { status: reasons.length === 0 ? "good" : "warning", dpi: null, ...base, reasons };
  }
  const { widthPx, heightPx } = file;
  const printRatio = area.width / area.height;
  const imageRatio = widthPx && heightPx ? widthPx / heightPx : 0;
  const dpi =
    widthPx && heightPx
      ? Math.round(Math.min(widthPx / (area.width / MM_PER_INCH), heightPx / (area.height / MM_PER_INCH)))
      : 0;
  const reasons: ReadinessReason[] =
    Math.abs(imageRatio / printRatio - 1) > ASPECT_TOLERANCE
      ? [{ code: "coverProportions", imageRatio: round(imageRatio, 2), printRatio: round(printRatio, 2) }]
      : [];
  const status = reasons.length > 0 ? "warning" : dpi >= GOOD_DPI ? "good" : dpi >= OK_DPI ? "ok" : "low";
  return { status, dpi, ...base, reasons };
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
    turned: width !== area.width,
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
  if (!fitsWithBleed(pageWidthMm, width, area.bleed) || !fitsWithBleed(pageHeightMm, height, area.bleed)) {
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
    turned: width !== area.width,
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
function fitsWithBleed(pageMm: number, trimMm: number, areaBleed?: number | null): boolean {
  const bleed = Math.max(BLEED_MM, areaBleed ?? 0);
  return pageMm >= trimMm - PAGE_TOLERANCE_MM && pageMm <= trimMm + 2 * bleed + PAGE_TOLERANCE_MM;
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
