import { describe, expect, it } from "vitest";
import { sideGeometry, type DesignSide } from "@/modules/print-design";
import {
  alignedTo,
  coverPageBox,
  elementAt,
  placedImageBox,
  resized,
  resizedText,
  rotationTowards,
  toLocal,
} from "./element-geometry";

const shape = { fill: "#000000", stroke: null, strokeWidth: 0 } as const;
const side: DesignSide = {
  areaId: "front",
  background: null,
  elements: [
    { id: "below", kind: "rect", x: 0, y: 0, width: 50, height: 50, rotation: 0, ...shape },
    // A 40 × 4 mm bar turned 90°: it stands upright, 4 mm wide and 40 mm tall, centred on (25, 25).
    { id: "bar", kind: "rect", x: 5, y: 23, width: 40, height: 4, rotation: 90, ...shape },
  ],
};

describe("hit testing", () => {
  it("finds the topmost element under the point, in its turned box", () => {
    expect(elementAt(side, { x: 25, y: 10 })?.id).toBe("bar");
    expect(elementAt(side, { x: 25, y: 44 })?.id).toBe("bar");
  });

  it("misses a turned element where only its unturned box would be", () => {
    // (10, 25) is inside the bar's unturned box, but the bar stands upright: the rectangle below is hit.
    expect(elementAt(side, { x: 10, y: 25 })?.id).toBe("below");
    expect(elementAt(side, { x: 60, y: 60 })).toBeUndefined();
  });

  it("widens thin elements by the slop", () => {
    expect(elementAt(side, { x: 28, y: 10 })?.id).toBe("below");
    expect(elementAt(side, { x: 28, y: 10 }, 1.5)?.id).toBe("bar");
  });

  it("turns page points into the element's own box", () => {
    const local = toLocal({ x: 25, y: 5 }, side.elements[1]!);
    expect(local.x).toBeCloseTo(0);
    expect(local.y).toBeCloseTo(2);
  });
});

describe("resizing and turning", () => {
  const plain = { x: 10, y: 10, width: 20, height: 10, rotation: 0 };

  it("keeps the opposite corner in place while a corner is dragged", () => {
    expect(resized(plain, "se", { x: 40, y: 30 }, false)).toEqual({ x: 10, y: 10, width: 30, height: 20 });
    expect(resized(plain, "nw", { x: 5, y: 0 }, false)).toEqual({ x: 5, y: 0, width: 25, height: 20 });
  });

  it("keeps proportions when asked", () => {
    const box = resized(plain, "se", { x: 50, y: 15 }, true);
    expect(box.width / box.height).toBeCloseTo(2);
    expect(box).toMatchObject({ x: 10, y: 10, width: 40 });
  });

  it("keeps the opposite corner of a turned element where it is on the page", () => {
    const turned = { ...plain, rotation: 90 };
    // Turned 90° about (20, 15): the unturned top-left corner (10, 10) sits at (25, 5) on the page.
    const box = resized(turned, "se", { x: 5, y: 35 }, false);
    const anchor = { x: box.x + box.width / 2 + box.height / 2, y: box.y + box.height / 2 - box.width / 2 };
    expect(anchor.x).toBeCloseTo(25);
    expect(anchor.y).toBeCloseTo(5);
  });

  it("gives a text the width dragged to and its own height, top edge kept", () => {
    const box = resizedText(plain, "se", { x: 50, y: 99 }, (width) => width / 4);
    expect(box).toEqual({ x: 10, y: 10, width: 40, height: 10 });
  });

  it("turns towards the pointer, snapping to 15° when asked", () => {
    expect(rotationTowards(plain, { x: 20, y: 0 }, false)).toBe(0);
    expect(rotationTowards(plain, { x: 40, y: 15 }, false)).toBe(90);
    expect(rotationTowards(plain, { x: 30, y: 4 }, false)).toBeCloseTo(42.3, 1);
    expect(rotationTowards(plain, { x: 30, y: 4 }, true)).toBe(45);
  });
});

describe("aligning and placing", () => {
  const geometry = sideGeometry({ width: 85, height: 55 });
  const rect = { ...side.elements[0]!, x: 20, y: 20, width: 10, height: 10 };

  it("aligns an element's box to the trim's edges and middle", () => {
    expect(alignedTo(rect, "left", geometry)).toEqual({ x: 3, y: 20 });
    expect(alignedTo(rect, "right", geometry)).toEqual({ x: 78, y: 20 });
    expect(alignedTo(rect, "centre", geometry)).toEqual({ x: 40.5, y: 20 });
    expect(alignedTo(rect, "bottom", geometry)).toEqual({ x: 20, y: 48 });
  });

  it("places an image at 300 dpi, centred, shrunk to fit the trim when larger", () => {
    expect(placedImageBox({ widthPx: 300, heightPx: 150 }, geometry)).toEqual({
      x: 45.5 - 12.7,
      y: 30.5 - 6.35,
      width: 25.4,
      height: 12.7,
    });
    const big = placedImageBox({ widthPx: 3000, heightPx: 3000 }, geometry);
    expect(big.width).toBeCloseTo(55);
    expect(big.height).toBeCloseTo(55);
  });

  it("covers the whole page, bleed included, keeping proportions", () => {
    const box = coverPageBox({ width: 100, height: 100 }, geometry);
    expect(box).toEqual({ x: 0, y: -15, width: 91, height: 91 });
  });
});
