import { describe, expect, it } from "vitest";
import { sideGeometry } from "@/modules/print-design";
import { snapBox, snapTargets } from "./snapping";

// A business card: page 91 × 61 mm, trim from 3 to 88 mm across, safe area from 6 to 85.
const geometry = sideGeometry({ width: 85, height: 55 });
const targets = snapTargets(geometry, []);

describe("snapping a moving element", () => {
  it("snaps its left edge onto the trim edge within the threshold", () => {
    const snap = snapBox({ x: 3.8, y: 20, width: 10, height: 10 }, targets, 1);
    expect(snap.dx).toBeCloseTo(-0.8);
    expect(snap.lines).toContainEqual({ axis: "x", at: 3 });
  });

  it("does not snap when the nearest guide is beyond the threshold", () => {
    const snap = snapBox({ x: 10, y: 15, width: 10, height: 10 }, targets, 1);
    expect(snap).toEqual({ dx: 0, dy: 0, lines: [] });
  });

  it("snaps its centre onto the page's centre line, and its bottom onto the safe area", () => {
    const snap = snapBox({ x: 40.7, y: 44.6, width: 10, height: 10 }, targets, 1);
    expect(snap.dx).toBeCloseTo(45.5 - 45.7);
    expect(snap.dy).toBeCloseTo(55 - 54.6);
    expect(snap.lines).toEqual([
      { axis: "x", at: 45.5 },
      { axis: "y", at: 55 },
    ]);
  });

  it("snaps to another element's edge, picking the nearest line", () => {
    const withOther = snapTargets(geometry, [{ x: 30, y: 30, width: 20, height: 5 }]);
    const snap = snapBox({ x: 50.4, y: 20, width: 5, height: 5 }, withOther, 1);
    expect(snap.dx).toBeCloseTo(-0.4);
    expect(snap.lines).toEqual([{ axis: "x", at: 50 }]);
  });
});
