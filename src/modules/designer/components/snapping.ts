import { safeBox, trimBox, type Box, type SideGeometry } from "@/modules/print-design";

/**
 * Snapping while an element moves: its turned box's left, centre and right (top, middle, bottom) are
 * pulled onto the nearest guide within a threshold: the page's edges, the trim, the safe area, the
 * page's centre lines and the other elements' edges and centres. Pure; the canvas draws the lines.
 */

/** A guide line: `axis: "x"` is a vertical line at x = `at` millimetres, "y" a horizontal one. */
export type SnapLine = { axis: "x" | "y"; at: number };
export type SnapTargets = { x: number[]; y: number[] };

/** Screen pixels within which a box snaps; the canvas turns it into millimetres at its zoom. */
export const SNAP_PIXELS = 6;

function edgesAndCentre(start: number, length: number): number[] {
  return [start, start + length / 2, start + length];
}

/** Every line an element may snap to on this side, the other elements' boxes given. */
export function snapTargets(geometry: SideGeometry, others: Box[]): SnapTargets {
  const trim = trimBox(geometry);
  const safe = safeBox(geometry);
  const x = [
    0,
    geometry.pageWidthMm,
    trim.x,
    trim.x + trim.width,
    safe.x,
    safe.x + safe.width,
    geometry.pageWidthMm / 2,
  ];
  const y = [
    0,
    geometry.pageHeightMm,
    trim.y,
    trim.y + trim.height,
    safe.y,
    safe.y + safe.height,
    geometry.pageHeightMm / 2,
  ];
  for (const box of others) {
    x.push(...edgesAndCentre(box.x, box.width));
    y.push(...edgesAndCentre(box.y, box.height));
  }
  return { x, y };
}

/** The nearest (target − own line) within the threshold on one axis, or undefined. */
function nearest(
  own: number[],
  targets: number[],
  threshold: number,
): { offset: number; at: number } | undefined {
  let best: { offset: number; at: number } | undefined;
  for (const line of own) {
    for (const target of targets) {
      const offset = target - line;
      if (Math.abs(offset) <= threshold && (!best || Math.abs(offset) < Math.abs(best.offset))) {
        best = { offset, at: target };
      }
    }
  }
  return best;
}

/**
 * How far to shift `box` so its nearest edge or centre lies on a target, on each axis on its own, and
 * the lines it now lies on. Beyond `thresholdMm` an axis is left as it is.
 */
export function snapBox(
  box: Box,
  targets: SnapTargets,
  thresholdMm: number,
): { dx: number; dy: number; lines: SnapLine[] } {
  const x = nearest(edgesAndCentre(box.x, box.width), targets.x, thresholdMm);
  const y = nearest(edgesAndCentre(box.y, box.height), targets.y, thresholdMm);
  const lines: SnapLine[] = [];
  if (x) lines.push({ axis: "x", at: x.at });
  if (y) lines.push({ axis: "y", at: y.at });
  return { dx: x?.offset ?? 0, dy: y?.offset ?? 0, lines };
}
