import "server-only";
import { getProduct } from "@/modules/catalog/server";
import type { OptionSelection } from "@/modules/catalog";
import { checkOrderable } from "@/modules/fulfilment/server";
import type { Locale } from "@/modules/i18n";
import { parseQuantity, priceSelection } from "@/modules/pricing";
import { getCartUploadSummaries, getUploadSummaries, withKnownCutContours } from "@/modules/uploads/server";
import { db } from "@/server/db";
import type { CartLineFile } from "@/server/db/schema/cart";
import { addCartLine } from "./cart-store.server";
import { checkLineFiles, uniqueLineFiles, type LineFilesProblem } from "./line-files";
import { cartIdForAdding, currentCartId } from "./visitor-cart.server";

export type AddLineProblem =
  | { error: "invalid" | "productNotFound" | "noFiles" }
  | { error: "missingOption"; optionName: string }
  | Exclude<LineFilesProblem, { error: "noFiles" | "invalid" }>
  /** The latest catalog check found it unprintable (docs/cloudprinter.md §9): the product, or one value. */
  | { error: "unavailable"; productName: string; optionName?: string; valueName?: string };

export type AddLineResult = { ok: true; cartId: string } | ({ ok: false } & AddLineProblem);

export type LineToAdd = {
  productId: number;
  options: OptionSelection;
  files: CartLineFile[];
  /** Parsed leniently by parseQuantity within the product's range (docs/product-rules.md#quantities). */
  quantity: unknown;
};

/**
 * Whose files the line names. A visitor may only use files uploaded for their own cart (an id seen
 * elsewhere, another visitor's, counts as no file); "Order again" names the files of an order the
 * caller was already proven to own, which may predate this cart.
 */
export type LineFilesSource = "visitor" | "ownedOrder";

/**
 * Adds one line to the visitor's cart after the server's checks (docs/product-rules.md#product-page:
 * the product is sold, every option is chosen with a value it still has, the catalog check finds it
 * printable, a file for every print area that passes its checks). The product page's "Add to cart"
 * and the account's "Order again" both come through here, so a reorder is refused exactly where a
 * fresh add would be. Nothing about price is stored: the cart prices lines from today's catalog.
 */
export async function addLineToCurrentCart(
  line: LineToAdd,
  locale: Locale,
  filesFrom: LineFilesSource = "visitor",
): Promise<AddLineResult> {
  const files = uniqueLineFiles(line.files);
  const product = await getProduct(line.productId, locale);
  if (!product) return { ok: false, error: "productNotFound" };
  const priced = priceSelection(product, line.options);
  if (!priced.ok) {
    return priced.error === "missingOption"
      ? { ok: false, error: "missingOption", optionName: priced.optionName ?? priced.optionId }
      : { ok: false, error: "invalid" };
  }
  const orderable = await checkOrderable(line.productId, priced.selection);
  if (!orderable.ok) {
    const option =
      orderable.error === "valueUnavailable"
        ? product.options.find((candidate) => candidate.id === orderable.optionId)
        : undefined;
    const value = option?.values.find(
      (candidate) => orderable.error === "valueUnavailable" && candidate.id === orderable.valueId,
    );
    return {
      ok: false,
      error: "unavailable",
      productName: product.name,
      ...(option && value ? { optionName: option.name, valueName: value.name } : {}),
    };
  }
  const database = db();
  // A visitor's own uploads made their cart (the upload route creates it), so no cart means none.
  const existingCartId = await currentCartId(database);
  const uploadIds = files.map((file) => file.uploadId);
  const found =
    filesFrom === "ownedOrder"
      ? await getUploadSummaries(uploadIds)
      : await getCartUploadSummaries(uploadIds, existingCartId);
  // A die-cut design's cut line as the upload's analysis found it, never as the browser says
  // (docs/product-rules.md#cut-lines); only a PDF analysed before that was kept has its file read.
  const uploads = product.printAreas.some((area) => area.cutLine) ? await withKnownCutContours(found) : found;
  const facts = new Map(uploads.map((upload) => [upload.id, upload.facts]));
  const problem = checkLineFiles(product, priced.selection, files, facts);
  if (problem) return { ok: false, ...problem };

  const cartId = existingCartId ?? (await cartIdForAdding(database));
  const added = await addCartLine(database, cartId, {
    productId: line.productId,
    options: priced.selection,
    files,
    quantity: parseQuantity(line.quantity, product),
  });
  // An upload removed since the check above (the day-old cleanup): the visitor uploads it again.
  if (!added) return { ok: false, error: "noFiles" };
  return { ok: true, cartId };
}
