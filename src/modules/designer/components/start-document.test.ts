import { describe, expect, it } from "vitest";
import type { DesignDocument } from "@/modules/print-design";
import type { DesignerProduct } from "../designer-product";
import { blankDocument, withProductSides } from "./start-document";

const postcard: DesignerProduct = {
  id: 7,
  name: "Postcards",
  kind: "postcard",
  trim: { width: 148, height: 105 },
  bleed: 3,
  safety: 4,
  sides: [
    { areaId: "front", name: "Front" },
    { areaId: "back", name: "Back" },
  ],
};

describe("the document the editor starts from", () => {
  it("is a blank page for every side the product prints", () => {
    expect(blankDocument(postcard)).toEqual({
      version: 1,
      productId: 7,
      trim: { width: 148, height: 105 },
      bleed: 3,
      safety: 4,
      sides: [
        { areaId: "front", background: null, elements: [] },
        { areaId: "back", background: null, elements: [] },
      ],
    });
  });

  it("gains a blank back chosen since the draft was saved, and drops a side no longer printed", () => {
    const saved: DesignDocument = {
      ...blankDocument(postcard),
      sides: [
        { areaId: "front", background: "#ff0000", elements: [] },
        { areaId: "inside", background: null, elements: [] },
      ],
    };
    expect(withProductSides(saved, postcard).sides).toEqual([
      { areaId: "front", background: "#ff0000", elements: [] },
      { areaId: "back", background: null, elements: [] },
    ]);
  });

  it("takes the product's margins, moving a draft's elements with the trim", () => {
    const saved: DesignDocument = {
      ...blankDocument(postcard),
      bleed: 3,
      safety: 3,
      sides: [
        {
          areaId: "front",
          background: null,
          elements: [
            {
              id: "dot",
              kind: "ellipse",
              x: 10,
              y: 20,
              width: 5,
              height: 5,
              rotation: 0,
              fill: "#000000",
              stroke: null,
              strokeWidth: 0,
            },
          ],
        },
        { areaId: "back", background: null, elements: [] },
      ],
    };
    const garment = { ...postcard, bleed: 0, safety: 10 };
    const fitted = withProductSides(saved, garment);
    expect(fitted).toMatchObject({ bleed: 0, safety: 10 });
    // 7 mm inside the trim before, 7 mm inside it now.
    expect(fitted.sides[0]!.elements[0]).toMatchObject({ x: 7, y: 17 });
    expect(withProductSides(saved, { ...postcard, safety: 3 })).toBe(saved);
    expect(withProductSides(saved, postcard)).toMatchObject({ bleed: 3, safety: 4 });
  });

  it("keeps a document that already fits as it is", () => {
    const document = blankDocument(postcard);
    expect(withProductSides(document, postcard)).toBe(document);
  });
});
