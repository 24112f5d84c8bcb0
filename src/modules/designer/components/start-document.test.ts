import { describe, expect, it } from "vitest";
import type { DesignDocument } from "@/modules/print-design";
import type { DesignerProduct } from "../designer-product";
import { blankDocument, withProductSides } from "./start-document";

const postcard: DesignerProduct = {
  id: 7,
  name: "Postcards",
  kind: "postcard",
  trim: { width: 148, height: 105 },
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

  it("keeps a document that already fits as it is", () => {
    const document = blankDocument(postcard);
    expect(withProductSides(document, postcard)).toBe(document);
  });
});
