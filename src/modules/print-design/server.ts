import "server-only";
// The print file of a design (docs/designer.md#print-file), made in the analysis processes, and the
// customer's stored designs (docs/designer.md#designs-are-kept).
export { renderSidePdf, renderSidePreview } from "./print-pdf.server";
export { fontFilePath, registerDesignFonts } from "./fonts.server";
export { serveDesignFont } from "./serve-font.server";
export {
  createDesign,
  duplicateDesign,
  findDesign,
  findDesignById,
  freezeDesign,
  listDesigns,
  MAX_DESIGN_NAME,
  moveCartDesigns,
  updateDesign,
  type StoredDesign,
} from "./design-store.server";
