import type { PrintReadiness, ReadinessReason } from "./schema";

/**
 * The `uploads` message that explains one readiness reason, with its values: the product page shows
 * it under the file, and the cart's refusal names the same message, so both say the same thing.
 */
export function readinessMessage(
  reason: ReadinessReason,
  readiness: Pick<PrintReadiness, "printWidthMm" | "printHeightMm" | "expectedPages">,
): { key: ReadinessMessageKey; values: Record<string, number> } {
  const size = { width: readiness.printWidthMm, height: readiness.printHeightMm };
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
  }
}

export type ReadinessMessageKey =
  | "readinessAspect"
  | "readinessPageCount"
  | "readinessPageSize"
  | "readinessInteriorNotPdf"
  | "readinessInteriorPageCount"
  | "readinessCoverSize"
  | "readinessCoverProportions";
