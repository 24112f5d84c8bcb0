import type { DesignDocument, DesignElement, DesignSide } from "./document-schema";
import { safeBox, trimBox, type Box, type SideGeometry } from "./geometry";

/** Print resolution below which an image is warned about (docs/designer.md#warnings). */
export const MIN_DPI = 300;

/**
 * What the designer warns about before the design goes into the cart (docs/designer.md#warnings). None
 * refuses the design: the customer may add it anyway, after seeing them.
 */
export type DesignWarning =
  | { key: "outsideSafeArea"; areaId: string; elementId: string }
  | { key: "shortOfBleed"; areaId: string; elementId: string }
  | { key: "lowResolution"; areaId: string; elementId: string; dpi: number }
  | { key: "emptySide"; areaId: string };

export type ImageSize = { widthPx: number; heightPx: number };

/** The box an element covers on the page once turned (its corners' bounds). */
export function coveredBox(element: DesignElement): Box {
  const radians = (element.rotation * Math.PI) / 180;
  const cos = Math.abs(Math.cos(radians));
  const sin = Math.abs(Math.sin(radians));
  const width = element.width * cos + element.height * sin;
  const height = element.width * sin + element.height * cos;
  const centreX = element.x + element.width / 2;
  const centreY = element.y + element.height / 2;
  return { x: centreX - width / 2, y: centreY - height / 2, width, height };
}

/** Tolerance for a box that sits exactly on a guide (snapped there, rounded). */
const EPSILON = 0.05;

function inside(inner: Box, outer: Box): boolean {
  return (
    inner.x >= outer.x - EPSILON &&
    inner.y >= outer.y - EPSILON &&
    inner.x + inner.width <= outer.x + outer.width + EPSILON &&
    inner.y + inner.height <= outer.y + outer.height + EPSILON
  );
}

/**
 * Effective resolution of an image at its placed size: its pixels over the inches it covers, the
 * smaller of width and height (an image stretched one way prints softer that way).
 */
export function effectiveDpi(element: { width: number; height: number }, image: ImageSize): number {
  const across = image.widthPx / (element.width / 25.4);
  const down = image.heightPx / (element.height / 25.4);
  return Math.floor(Math.min(across, down));
}

/** An element that fills colour across the trim on an edge but stops before the page's edge there. */
function stopsShortOfBleed(box: Box, trim: Box, geometry: SideGeometry): boolean {
  const right = box.x + box.width;
  const bottom = box.y + box.height;
  const pageRight = geometry.pageWidthMm;
  const pageBottom = geometry.pageHeightMm;
  return (
    (box.x < trim.x - EPSILON && box.x > EPSILON) ||
    (box.y < trim.y - EPSILON && box.y > EPSILON) ||
    (right > trim.x + trim.width + EPSILON && right < pageRight - EPSILON) ||
    (bottom > trim.y + trim.height + EPSILON && bottom < pageBottom - EPSILON)
  );
}

function sideWarnings(
  side: DesignSide,
  geometry: SideGeometry,
  imageSizes: ReadonlyMap<string, ImageSize>,
  isFirst: boolean,
): DesignWarning[] {
  const areaId = side.areaId;
  if (side.elements.length === 0 && side.background === null) {
    return isFirst ? [] : [{ key: "emptySide", areaId }];
  }
  const safe = safeBox(geometry);
  const trim = trimBox(geometry);
  const warnings: DesignWarning[] = [];
  for (const element of side.elements) {
    const box = coveredBox(element);
    const isArtwork = element.kind === "image" || element.kind === "rect" || element.kind === "ellipse";
    // Text, codes and small pictures must stay in the safe area; a picture or shape meant to run off
    // the edge (it crosses the trim) must reach the page's edge instead.
    const crossesTrim = !inside(box, trim);
    if (isArtwork && crossesTrim) {
      if (stopsShortOfBleed(box, trim, geometry))
        warnings.push({ key: "shortOfBleed", areaId, elementId: element.id });
    } else if (!inside(box, safe) && (element.kind !== "text" || element.text.trim() !== "")) {
      warnings.push({ key: "outsideSafeArea", areaId, elementId: element.id });
    }
    if (element.kind === "image") {
      const size = imageSizes.get(element.uploadId);
      const dpi = size ? effectiveDpi(element, size) : undefined;
      if (dpi !== undefined && dpi < MIN_DPI)
        warnings.push({ key: "lowResolution", areaId, elementId: element.id, dpi });
    }
  }
  return warnings;
}

/** Every warning of a document, side by side in the document's order. */
export function designWarnings(
  document: DesignDocument,
  geometry: SideGeometry,
  imageSizes: ReadonlyMap<string, ImageSize>,
): DesignWarning[] {
  return document.sides.flatMap((side, index) => sideWarnings(side, geometry, imageSizes, index === 0));
}
