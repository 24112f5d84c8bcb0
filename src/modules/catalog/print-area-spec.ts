import type { OptionSelection, PrintArea } from "./schema";

/** The option whose value id is a book's page count (`"20"` for 20 pages). */
const PAGES_OPTION = "pages";

/** What a design for one print area must be, with the customer's choices applied. */
export type PrintAreaSpec = {
  file: PrintArea["file"];
  /** Millimetres: the trim size, or for a cover the spread (back + spine + front). */
  width: number;
  height: number;
  pages: number;
  /** The area's bleed from the account's specs, mm; null for our 3 mm standard. */
  bleed: number | null;
};

/**
 * A print area as the chosen options make it: an option value may change the format (the photo book's
 * 12 × 12 in, `sizes` in catalog.json), and a book's interior has as many pages as the chosen "pages"
 * value says. Shared by the product page (hints) and the cart (refusals), so both judge alike.
 */
export function printAreaSpec(area: PrintArea, selection: OptionSelection): PrintAreaSpec {
  const size = area.sizes.find((candidate) => selection[candidate.option] === candidate.value);
  const chosenPages = Number.parseInt(selection[PAGES_OPTION] ?? "", 10);
  return {
    file: area.file,
    width: size?.width ?? area.width,
    height: size?.height ?? area.height,
    pages: area.file === "book" && chosenPages > 0 ? chosenPages : area.pages,
    bleed: area.bleed,
  };
}

/**
 * The area takes exactly one design: a book's cover or interior, and one side of a double-sided product
 * (a page of the printer's file, docs/product-rules.md#sides). A flat product's design area takes several.
 */
export function takesOneDesign(area: Pick<PrintArea, "file" | "filePage">): boolean {
  return area.file !== "product" || area.filePage !== null;
}

/**
 * The areas whose designs the chosen options ask for: all of them, but an area needed only with an
 * option value (a T-shirt's back, printed with "Front and back") only when that value is chosen
 * (docs/product-rules.md#sides). The product page shows a drop zone for these and the cart needs a
 * design for each of them, so both judge alike.
 */
export function areasAsked<Area extends Pick<PrintArea, "neededWith">>(
  areas: Area[],
  selection: OptionSelection,
): Area[] {
  return areas.filter(
    (area) => !area.neededWith || selection[area.neededWith.option] === area.neededWith.value,
  );
}
