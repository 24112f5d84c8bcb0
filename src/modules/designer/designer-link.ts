import { productPath, type OptionSelection } from "@/modules/catalog";

/** Query keys of the designer's URL that are not option ids. */
const RESERVED = new Set(["design", "quantity"]);

/**
 * The designer's address for a product with the choices made on its page (docs/designer.md#which-products):
 * `/design/1?finish=gloss&pack=500&quantity=2`, and `&design=<id>` to reopen a saved design. The
 * page reads the choices back with `selectionFromQuery`; the cart checks them again on add.
 */
export function designerHref(
  productId: number,
  choices: { selection?: OptionSelection; quantity?: number; designId?: string } = {},
): string {
  return withQuery(`/design/${productId}`, choices);
}

/** The product page with the same choices: the designer's "Change options". */
export function productPageHref(
  productId: number,
  choices: { selection: OptionSelection; quantity: number },
): string {
  return withQuery(productPath(productId), choices);
}

function withQuery(
  path: string,
  choices: { selection?: OptionSelection; quantity?: number; designId?: string },
): string {
  const query = new URLSearchParams();
  for (const [option, value] of Object.entries(choices.selection ?? {})) {
    if (!RESERVED.has(option)) query.set(option, value);
  }
  if (choices.quantity !== undefined) query.set("quantity", String(choices.quantity));
  if (choices.designId) query.set("design", choices.designId);
  const search = query.toString();
  return `${path}${search ? `?${search}` : ""}`;
}

/** The option choices in a designer URL's query: only the product's options, only values it offers. */
export function selectionFromQuery(
  options: readonly { id: string; values: readonly { id: string }[] }[],
  query: Record<string, string | string[] | undefined>,
): OptionSelection {
  const selection: OptionSelection = {};
  for (const option of options) {
    const value = query[option.id];
    if (typeof value === "string" && option.values.some((choice) => choice.id === value)) {
      selection[option.id] = value;
    }
  }
  return selection;
}
