import type { DesignDocument } from "@/modules/print-design";
import type { DesignerProduct } from "../designer-product";

/** A blank page for every side the product prints, at its trim size. */
export function blankDocument(product: DesignerProduct): DesignDocument {
  return {
    version: 1,
    productId: product.id,
    trim: { ...product.trim },
    bleed: product.bleed,
    safety: product.safety,
    sides: product.sides.map((side) => ({ areaId: side.areaId, background: null, elements: [] })),
  };
}

/**
 * A document with exactly the sides the product prints with the chosen options, in its order: a side
 * the document has keeps its design, a side it lacks starts blank (a back chosen since the draft was
 * saved), and a side no longer printed is left out (the cart would refuse its file). A draft made with
 * other margins (the product's specs changed since) takes the product's, its elements moved with the
 * trim so they stay where the customer put them; the warnings then say what no longer reaches the bleed.
 */
export function withProductSides(document: DesignDocument, product: DesignerProduct): DesignDocument {
  const shift = product.bleed - document.bleed;
  const sides = product.sides.map((side) => {
    const kept = document.sides.find((each) => each.areaId === side.areaId);
    if (!kept) return { areaId: side.areaId, background: null, elements: [] };
    if (shift === 0) return kept;
    return {
      ...kept,
      elements: kept.elements.map((element) => ({ ...element, x: element.x + shift, y: element.y + shift })),
    };
  });
  const same =
    document.safety === product.safety &&
    sides.length === document.sides.length &&
    sides.every((side, index) => side === document.sides[index]);
  return same ? document : { ...document, bleed: product.bleed, safety: product.safety, sides };
}
