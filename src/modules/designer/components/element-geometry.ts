import {
  coveredBox,
  trimBox,
  type Box,
  type DesignElement,
  type DesignSide,
  type SideGeometry,
} from "@/modules/print-design";

/**
 * Geometry of placed elements in page millimetres: hit testing, resizing and turning about the
 * element's centre (as drawSide turns it), aligning and placing images. Pure, for the canvas's gestures.
 */

export type Point = { x: number; y: number };
export type Corner = "nw" | "ne" | "se" | "sw";
type Placed = Pick<DesignElement, "x" | "y" | "width" | "height" | "rotation">;

/** The smallest box a gesture leaves (the document allows 0.5 mm). */
const MIN_SIZE_MM = 1;
/** Resolution an image is placed at when it is added: its natural print size. */
const PLACE_DPI = 300;

const RADIANS = Math.PI / 180;

function turn(point: Point, degrees: number): Point {
  const cos = Math.cos(degrees * RADIANS);
  const sin = Math.sin(degrees * RADIANS);
  return { x: point.x * cos - point.y * sin, y: point.x * sin + point.y * cos };
}

function centreOf(element: Placed): Point {
  return { x: element.x + element.width / 2, y: element.y + element.height / 2 };
}

/** A page point in the element's own unturned box: (0, 0) is its top-left corner. */
export function toLocal(point: Point, element: Placed): Point {
  const centre = centreOf(element);
  const local = turn({ x: point.x - centre.x, y: point.y - centre.y }, -element.rotation);
  return { x: local.x + element.width / 2, y: local.y + element.height / 2 };
}

/**
 * The topmost element under a page point, judged in each element's turned box widened by `slopMm` (a
 * thin line stays easy to pick, by finger too); undefined when the point is on empty paper.
 */
export function elementAt(side: DesignSide, point: Point, slopMm = 0): DesignElement | undefined {
  for (let index = side.elements.length - 1; index >= 0; index--) {
    const element = side.elements[index]!;
    const local = toLocal(point, element);
    if (
      local.x >= -slopMm &&
      local.y >= -slopMm &&
      local.x <= element.width + slopMm &&
      local.y <= element.height + slopMm
    ) {
      return element;
    }
  }
  return undefined;
}

/** The page box of a box given in the element's own unturned coordinates, turned as the element is. */
function boxFromLocal(element: Placed, local: Box): Box {
  const offset = turn(
    { x: local.x + local.width / 2 - element.width / 2, y: local.y + local.height / 2 - element.height / 2 },
    element.rotation,
  );
  const centre = centreOf(element);
  return {
    x: centre.x + offset.x - local.width / 2,
    y: centre.y + offset.y - local.height / 2,
    width: local.width,
    height: local.height,
  };
}

/**
 * The box after dragging `corner` to `pointer`; the opposite corner stays where it is on the page.
 * `keepRatio` scales both sides by the same factor (Shift; images and QR codes by default).
 */
export function resized(element: Placed, corner: Corner, pointer: Point, keepRatio: boolean): Box {
  const local = toLocal(pointer, element);
  const east = corner === "ne" || corner === "se";
  const south = corner === "se" || corner === "sw";
  let width = Math.max(MIN_SIZE_MM, east ? local.x : element.width - local.x);
  let height = Math.max(MIN_SIZE_MM, south ? local.y : element.height - local.y);
  if (keepRatio) {
    const scale = Math.max(width / element.width, height / element.height);
    const least = MIN_SIZE_MM / Math.min(element.width, element.height);
    width = element.width * Math.max(scale, least);
    height = element.height * Math.max(scale, least);
  }
  return boxFromLocal(element, {
    x: east ? 0 : element.width - width,
    y: south ? 0 : element.height - height,
    width,
    height,
  });
}

/**
 * A text's box after dragging a corner: only its width follows the pointer (the opposite edge stays);
 * its height is the text's own at that width, the top edge kept in place.
 */
export function resizedText(
  element: Placed,
  corner: Corner,
  pointer: Point,
  heightAt: (width: number) => number,
): Box {
  const local = toLocal(pointer, element);
  const east = corner === "ne" || corner === "se";
  const width = Math.max(MIN_SIZE_MM, east ? local.x : element.width - local.x);
  const height = Math.max(MIN_SIZE_MM, heightAt(width));
  return boxFromLocal(element, { x: east ? 0 : element.width - width, y: 0, width, height });
}

/** Degrees in (-180, 180]. */
function normalisedDegrees(degrees: number): number {
  const turned = ((degrees % 360) + 360) % 360;
  return turned > 180 ? turned - 360 : turned;
}

/**
 * The rotation that points the rotate handle (above the box's top edge) at `pointer`; with `snap`,
 * the nearest multiple of 15°.
 */
export function rotationTowards(element: Placed, pointer: Point, snap: boolean): number {
  const centre = centreOf(element);
  const degrees = Math.atan2(pointer.y - centre.y, pointer.x - centre.x) / RADIANS + 90;
  const rounded = snap ? Math.round(degrees / 15) * 15 : Math.round(degrees * 10) / 10;
  return normalisedDegrees(rounded);
}

export type AlignEdge = "left" | "centre" | "right" | "top" | "middle" | "bottom";

/** The element's new position with its turned box aligned to an edge or the middle of the trim. */
export function alignedTo(element: DesignElement, edge: AlignEdge, geometry: SideGeometry): Point {
  const box = coveredBox(element);
  const trim = trimBox(geometry);
  const dx = {
    left: trim.x - box.x,
    centre: trim.x + trim.width / 2 - (box.x + box.width / 2),
    right: trim.x + trim.width - (box.x + box.width),
  };
  const dy = {
    top: trim.y - box.y,
    middle: trim.y + trim.height / 2 - (box.y + box.height / 2),
    bottom: trim.y + trim.height - (box.y + box.height),
  };
  if (edge === "left" || edge === "centre" || edge === "right")
    return { x: element.x + dx[edge], y: element.y };
  return { x: element.x, y: element.y + dy[edge] };
}

/** An image's box when it is added: its natural size at 300 dpi, shrunk to fit the trim, centred. */
export function placedImageBox(size: { widthPx: number; heightPx: number }, geometry: SideGeometry): Box {
  const natural = { width: (size.widthPx / PLACE_DPI) * 25.4, height: (size.heightPx / PLACE_DPI) * 25.4 };
  const shrink = Math.min(1, geometry.trimWidthMm / natural.width, geometry.trimHeightMm / natural.height);
  const width = Math.max(MIN_SIZE_MM, natural.width * shrink);
  const height = Math.max(MIN_SIZE_MM, natural.height * shrink);
  return { x: (geometry.pageWidthMm - width) / 2, y: (geometry.pageHeightMm - height) / 2, width, height };
}

/** The box that covers the whole page, bleed included, keeping the image's proportions (centred). */
export function coverPageBox(aspect: { width: number; height: number }, geometry: SideGeometry): Box {
  const scale = Math.max(geometry.pageWidthMm / aspect.width, geometry.pageHeightMm / aspect.height);
  const width = aspect.width * scale;
  const height = aspect.height * scale;
  return { x: (geometry.pageWidthMm - width) / 2, y: (geometry.pageHeightMm - height) / 2, width, height };
}
