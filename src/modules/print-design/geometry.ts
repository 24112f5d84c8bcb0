/**
 * The page a design is drawn on (docs/designer.md#print-guides). A side's page is the trim size plus
 * the bleed on every edge, the size the print file's MediaBox has. Coordinates are millimetres from the
 * page's top-left corner (the bleed's corner), so the trim starts at (bleed, bleed). Bleed and safety
 * margin come from the product's print area (the account's specs), else our 3 mm standard.
 */

/** Bleed on each edge where the account gives none, as the upload check expects (docs/product-rules.md#sides). */
export const BLEED_MM = 3;
/** Keep text and logos this far inside the trim where the account gives no margin: the cut may wander. */
export const SAFETY_MM = 3;

/** Bleed on every edge and safety margin inside the trim, millimetres. */
export type PrintMargins = { bleed: number; safety: number };
const STANDARD_MARGINS: PrintMargins = { bleed: BLEED_MM, safety: SAFETY_MM };

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

export function sideGeometry(
  trim: { width: number; height: number },
  { bleed, safety }: PrintMargins = STANDARD_MARGINS,
): SideGeometry {
  return {
    trimWidthMm: trim.width,
    trimHeightMm: trim.height,
    bleedMm: bleed,
    safetyMm: safety,
    pageWidthMm: trim.width + 2 * bleed,
    pageHeightMm: trim.height + 2 * bleed,
  };
}

/** The page every side of a design is drawn on: its trim with the margins it was made with. */
export function documentGeometry(document: {
  trim: { width: number; height: number };
  bleed: number;
  safety: number;
}): SideGeometry {
  return sideGeometry(document.trim, document);
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
