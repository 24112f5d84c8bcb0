/**
 * The page a design is drawn on (docs/designer.md#print-guides). A side's page is the trim size plus
 * the bleed on every edge, the size the upload check accepts for a flat product's PDF and the size the
 * print file's MediaBox has. Coordinates are millimetres from the page's top-left corner (the bleed's
 * corner), so the trim starts at (BLEED_MM, BLEED_MM).
 */

/** Bleed on each edge, as the upload check and the side assembly use (docs/product-rules.md#sides). */
export const BLEED_MM = 3;
/** Keep text and logos this far inside the trim: the cut may wander up to about this much. */
export const SAFETY_MM = 3;

export type SideGeometry = {
  trimWidthMm: number;
  trimHeightMm: number;
  bleedMm: number;
  safetyMm: number;
  /** Trim plus bleed on both edges. */
  pageWidthMm: number;
  pageHeightMm: number;
};

export type Box = { x: number; y: number; width: number; height: number };

export function sideGeometry(trim: { width: number; height: number }): SideGeometry {
  return {
    trimWidthMm: trim.width,
    trimHeightMm: trim.height,
    bleedMm: BLEED_MM,
    safetyMm: SAFETY_MM,
    pageWidthMm: trim.width + 2 * BLEED_MM,
    pageHeightMm: trim.height + 2 * BLEED_MM,
  };
}

/** The trim box in page coordinates. */
export function trimBox(geometry: SideGeometry): Box {
  return {
    x: geometry.bleedMm,
    y: geometry.bleedMm,
    width: geometry.trimWidthMm,
    height: geometry.trimHeightMm,
  };
}

/** The safe area: the trim less the safety margin. */
export function safeBox(geometry: SideGeometry): Box {
  const inset = geometry.bleedMm + geometry.safetyMm;
  return {
    x: inset,
    y: inset,
    width: geometry.trimWidthMm - 2 * geometry.safetyMm,
    height: geometry.trimHeightMm - 2 * geometry.safetyMm,
  };
}

/** Millimetres to PDF points. */
export const POINTS_PER_MM = 72 / 25.4;
/** Millimetres of one typographic point: a text's size is in points, as in every design tool. */
export const MM_PER_POINT = 25.4 / 72;
