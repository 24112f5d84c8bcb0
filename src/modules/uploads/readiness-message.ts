import type { PrintReadiness, ReadinessReason } from "./schema";

type SizeFacts = Pick<PrintReadiness, "printWidthMm" | "printHeightMm" | "turned">;

/**
 * The print size as the product page lists it (`turned` designs are judged against it the other way
 * round), and which way the design prints when turned: the messages name one size throughout and add
 * "(printed landscape)" rather than a second, swapped size.
 */
export function listedSize(readiness: SizeFacts): { width: number; height: number; turned: string } {
  const { printWidthMm: width, printHeightMm: height } = readiness;
  if (!readiness.turned) return { width, height, turned: "no" };
  return { width: height, height: width, turned: width > height ? "landscape" : "portrait" };
}

/**
 * The `uploads` message that explains one readiness reason, with its values: the product page shows
 * it under the file, and the cart's refusal names the same message, so both say the same thing.
 */
export function readinessMessage(
  reason: ReadinessReason,
  readiness: SizeFacts & Pick<PrintReadiness, "expectedPages">,
): { key: ReadinessMessageKey; values: Record<string, number | string> } {
  const size = listedSize(readiness);
  switch (reason.code) {
    case "aspectMismatch":
      return { key: "readinessAspect", values: size };
    case "pageCount":
      return { key: "readinessPageCount", values: { pages: reason.pages, expected: reason.expected } };
    case "pageSize":
      return {
        key: "readinessPageSize",
        values: { pageWidth: reason.pageWidthMm, pageHeight: reason.pageHeightMm, ...size },
      };
    case "interiorNotPdf":
      return { key: "readinessInteriorNotPdf", values: { expected: readiness.expectedPages } };
    case "interiorPageCount":
      return {
        key: "readinessInteriorPageCount",
        values: { pages: reason.pages, expected: reason.expected },
      };
    case "coverSize":
      return {
        key: "readinessCoverSize",
        values: { pageWidth: reason.pageWidthMm, pageHeight: reason.pageHeightMm, ...size },
      };
    case "coverProportions":
      return { key: "readinessCoverProportions", values: size };
    case "cutLineMissing":
      return { key: "readinessCutLineMissing", values: {} };
    case "cutLineNotPdf":
      return { key: "readinessCutLineNotPdf", values: {} };
  }
}

export type ReadinessMessageKey =
  | "readinessAspect"
  | "readinessPageCount"
  | "readinessPageSize"
  | "readinessInteriorNotPdf"
  | "readinessInteriorPageCount"
  | "readinessCoverSize"
  | "readinessCoverProportions"
  | "readinessCutLineMissing"
  | "readinessCutLineNotPdf";
