import { areasAsked, type OptionSelection, type Product } from "@/modules/catalog";
import { BLEED_MM, SAFETY_MM } from "@/modules/print-design";

/**
 * What the designer draws on for a product (docs/designer.md#which-products): its kind (which templates
 * fit), the trim size every side shares, and the sides the chosen options ask for, in the product's order.
 */
export const DESIGN_KINDS = ["business-card", "flyer", "poster", "postcard", "tshirt"] as const;
export type DesignKind = (typeof DESIGN_KINDS)[number];

/** A product's category decides its kind; a product of any other category keeps uploads only. */
const KIND_OF_CATEGORY: Record<string, DesignKind> = {
  "business-cards": "business-card",
  flyers: "flyer",
  posters: "poster",
  postcards: "postcard",
  apparel: "tshirt",
};

export type DesignerSide = { areaId: string; name: string };

export type DesignerProduct = {
  id: number;
  name: string;
  kind: DesignKind;
  /** Millimetres, shared by every side. */
  trim: { width: number; height: number };
  /** Bleed and safety margin, mm, from the print area (the account's specs) or our 3 mm standard. */
  bleed: number;
  safety: number;
  sides: DesignerSide[];
};

type Area = Product["printAreas"][number];

/**
 * A flat print area: one page of the product's own file, no cut line of the customer's own (a die-cut
 * sticker's CutContour can't be drawn in the designer), so a one-page PDF of the trim plus bleed prints it.
 */
function isFlat(area: Area): boolean {
  return area.file === "product" && area.pages === 1 && !area.cutLine;
}

/**
 * The product as the designer sees it with these choices, or undefined when it can't be designed here:
 * a book (cover and interior), a sticker that needs its own cut line, a two-page area (a folded
 * brochure), sides of different sizes or margins, or a category without templates.
 */
export function designerProductOf(
  product: Pick<Product, "id" | "name" | "category" | "printAreas">,
  selection: OptionSelection,
): DesignerProduct | undefined {
  const kind = KIND_OF_CATEGORY[product.category];
  if (!kind || product.printAreas.length === 0 || !product.printAreas.every(isFlat)) return undefined;
  const [first] = product.printAreas;
  const samePage = (area: Area) =>
    area.width === first!.width &&
    area.height === first!.height &&
    area.bleed === first!.bleed &&
    area.safety === first!.safety;
  if (!product.printAreas.every(samePage)) return undefined;
  const asked = areasAsked(product.printAreas, selection);
  // A T-shirt's back on request stays out of the designer unless its option is chosen.
  return {
    id: product.id,
    name: product.name,
    kind,
    trim: { width: first!.width, height: first!.height },
    bleed: first!.bleed ?? BLEED_MM,
    safety: first!.safety ?? SAFETY_MM,
    sides: asked.map((area) => ({ areaId: area.id, name: area.name })),
  };
}
