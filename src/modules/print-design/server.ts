import "server-only";
import type {
  renderSidePdf as RenderSidePdf,
  renderSidePreview as RenderSidePreview,
} from "./print-pdf.server";
// The customer's stored designs (docs/designer.md#designs-are-kept), the designer's font files, and the
// print file of a design (docs/designer.md#print-file), drawn in the analysis processes.
export { serveDesignFont } from "./serve-font.server";
export {
  createDesign,
  duplicateDesign,
  findDesign,
  findDesignById,
  freezeDesign,
  listDesigns,
  moveCartDesigns,
  updateDesign,
} from "./design-store.server";

// The renderer loads Skia, pdf-lib and fontkit. Only the analysis processes call it, so it is loaded
// on the first call: the web process, which imports this file for the designs, never loads them.
export async function renderSidePdf(
  ...args: Parameters<typeof RenderSidePdf>
): ReturnType<typeof RenderSidePdf> {
  return (await import("./print-pdf.server")).renderSidePdf(...args);
}

export async function renderSidePreview(
  ...args: Parameters<typeof RenderSidePreview>
): ReturnType<typeof RenderSidePreview> {
  return (await import("./print-pdf.server")).renderSidePreview(...args);
}

/** Registers the designer's faces with Skia (tests and the bench draw on a canvas of their own). */
export async function registerDesignFonts(): Promise<void> {
  (await import("./fonts.server")).registerDesignFonts();
}
