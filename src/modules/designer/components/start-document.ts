import type { DesignDocument } from "@/modules/print-design";
import type { DesignerProduct } from "../designer-product";

/** A blank page for every side the product prints, at its trim size. */
export function blankDocument(product: DesignerProduct): DesignDocument {
  return {
    version: 1,
    productId: product.id,
    trim: { ...product.trim },
    sides: product.sides.map((side) => ({ areaId: side.areaId, background: null, elements: [] })),
  };
}

/**
 * A document with exactly the sides the product prints with the chosen options, in its order: a side
 * the document has keeps its design, a side it lacks starts blank (a back chosen since the draft was
 * saved), and a side no longer printed is left out (the cart would refuse its file).
 */
export function withProductSides(document: DesignDocument, product: DesignerProduct): DesignDocument {
  const sides = product.sides.map(
    (side) =>
      document.sides.find((each) => each.areaId === side.areaId) ?? {
        areaId: side.areaId,
        background: null,
        elements: [],
      },
  );
  const same =
    sides.length === document.sides.length && sides.every((side, index) => side === document.sides[index]);
  return same ? document : { ...document, sides };
}
