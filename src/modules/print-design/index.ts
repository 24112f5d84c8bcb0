// The design document and its one renderer (docs/designer.md), safe in client and server code.
// The print file is made by ./server (Skia's PDF backend, in the analysis processes).
export * from "./document-schema";
export { drawSide, textHeightMm } from "./draw-side";
export type { DrawingContext } from "./drawing-context";
export { canvasFont, FONT_FILES, FONT_IDS, FONT_NAMES, type FontId } from "./fonts";
export * from "./geometry";
export {
  coveredBox,
  designWarnings,
  effectiveDpi,
  MIN_DPI,
  type DesignWarning,
  type ImageSize,
} from "./warnings";
