import "server-only";
import type { Logger } from "@/server/log";
import type { UploadKind } from "./constants";
import { analyseImage, thumbnail } from "./image-info.server";
import { analysePdf } from "./pdf-info.server";

export type DecodedDesign = {
  widthPx: number | null;
  heightPx: number | null;
  pageCount: number | null;
  pageWidthMm: number | null;
  pageHeightMm: number | null;
  /** A PDF declares a CutContour spot colour; null for an image (it can carry none). */
  cutContour: boolean | null;
  /** WebP thumbnail, or null (a PDF whose page could not be drawn). */
  preview: Buffer | null;
};

/**
 * Measures a stored design (by path) and makes its preview: the thumbnail the upload widget and the
 * cart show, and the product page draws on the product picture. It decodes the customer's bytes,
 * so it runs only in the analysis process (analysis-child.ts), never in the web one.
 */
export async function analyseDesign(file: string, kind: UploadKind, logger: Logger): Promise<DecodedDesign> {
  if (kind === "pdf") {
    const pdf = await analysePdf(file, logger);
    const preview = pdf.firstPage && (await thumbnail(pdf.firstPage).catch(() => null));
    return {
      widthPx: null,
      heightPx: null,
      pageCount: pdf.pageCount,
      pageWidthMm: pdf.pageWidthMm,
      pageHeightMm: pdf.pageHeightMm,
      cutContour: pdf.cutContour,
      preview,
    };
  }
  const image = await analyseImage(file, kind);
  return {
    widthPx: image.widthPx,
    heightPx: image.heightPx,
    pageCount: null,
    pageWidthMm: null,
    pageHeightMm: null,
    cutContour: null,
    preview: image.preview,
  };
}
