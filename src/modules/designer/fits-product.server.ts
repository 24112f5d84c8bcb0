import "server-only";
import { getProduct } from "@/modules/catalog/server";
import type { DesignDocument } from "@/modules/print-design";
import { designerProductOf } from "./designer-product";

/**
 * A document the product can print (docs/designer.md#print-file): a product the designer draws, the
 * document's trim and margins its print areas', and each side one of its areas. The browser sends the
 * document; without this a changed trim would make a print file of another size.
 */
export async function fitsProduct(document: DesignDocument): Promise<boolean> {
  const product = await getProduct(document.productId, "en");
  if (!product) return false;
  // Every option's back side counts here: which sides the chosen options ask for is the cart's check.
  const designer = designerProductOf(
    { ...product, printAreas: product.printAreas.map((area) => ({ ...area, neededWith: null })) },
    {},
  );
  if (!designer) return false;
  const areas = new Set(designer.sides.map((side) => side.areaId));
  return (
    document.trim.width === designer.trim.width &&
    document.trim.height === designer.trim.height &&
    document.bleed === designer.bleed &&
    document.safety === designer.safety &&
    document.sides.every((side) => areas.has(side.areaId))
  );
}
