"use server";

import { getLocale } from "next-intl/server";
import { getProduct } from "@/modules/catalog/server";
import { checkOrderable } from "@/modules/fulfilment/server";
import { toLocale, type Locale } from "@/modules/i18n";
import { parseQuantity, priceSelection } from "@/modules/pricing";
import { getUploadSummaries } from "@/modules/uploads/server";
import { db } from "@/server/db";
import { requestLogger } from "@/server/http/request-logger";
import { addCartLine, removeCartLines, setCartLineQuantity } from "./cart-store.server";
import { buildCartView } from "./cart-view.server";
import { checkLineFiles, uniqueLineFiles, type LineFilesProblem } from "./line-files";
import { cartIdForAdding, currentCartId } from "./visitor-cart.server";
import { addToCartInput, changeQuantityInput, removeLineInput, type CartView } from "./schema";

export type CartActionResult =
  | { ok: true; cart: CartView }
  | { ok: false; error: "invalid" | "productNotFound" | "noFiles" | "failed" }
  | { ok: false; error: "missingOption"; optionName: string }
  | ({ ok: false } & Exclude<LineFilesProblem, { error: "noFiles" | "invalid" }>)
  /** The latest catalog check found it unprintable (docs/cloudprinter.md §9): the product, or one value. */
  | { ok: false; error: "unavailable"; productName: string; optionName?: string; valueName?: string };

async function currentLocale(): Promise<Locale> {
  const locale = await getLocale();
  return toLocale(locale);
}

/**
 * Adds a product with its options and design files (docs/product-rules.md#product-page: every option chosen, a file for
 * every print area; a book's interior with the chosen page count and a cover of the spread's size: checkLineFiles).
 * Nothing about price comes from the browser; the cart is created on first add (a guest's with its
 * cookie; a signed-in customer's belongs to the account: visitor-cart.server.ts).
 */
export async function addToCart(input: unknown): Promise<CartActionResult> {
  const parsed = addToCartInput.safeParse(input);
  if (!parsed.success) return { ok: false, error: "invalid" };
  const { productId, options } = parsed.data;
  const files = uniqueLineFiles(parsed.data.files);
  const locale = await currentLocale();
  try {
    const product = await getProduct(productId, locale);
    if (!product) return { ok: false, error: "productNotFound" };
    const priced = priceSelection(product, options);
    if (!priced.ok) {
      return priced.error === "missingOption"
        ? { ok: false, error: "missingOption", optionName: priced.optionName ?? priced.optionId }
        : { ok: false, error: "invalid" };
    }
    const orderable = await checkOrderable(productId, priced.selection);
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
    const uploads = await getUploadSummaries(files.map((file) => file.uploadId));
    const facts = new Map(uploads.map((upload) => [upload.id, upload.facts]));
    const problem = checkLineFiles(product, priced.selection, files, facts);
    if (problem) return { ok: false, ...problem };

    const database = db();
    const cartId = await cartIdForAdding(database);
    const added = await addCartLine(database, cartId, {
      productId,
      options: priced.selection,
      files,
      quantity: parseQuantity(parsed.data.quantity),
    });
    // An upload removed since the check above (the day-old cleanup): the visitor uploads it again.
    if (!added) return { ok: false, error: "noFiles" };
    return { ok: true, cart: await buildCartView(database, cartId, locale) };
  } catch (error) {
    (await requestLogger()).error({ err: error }, "add to cart failed");
    return { ok: false, error: "failed" };
  }
}

/** Sets a line's quantity; 0 or less removes it. The drawer's minus button never sends below 1. */
export async function changeCartQuantity(input: unknown): Promise<CartActionResult> {
  const parsed = changeQuantityInput.safeParse(input);
  if (!parsed.success) return { ok: false, error: "invalid" };
  return updateCart((cartId) => setCartLineQuantity(db(), cartId, parsed.data.lineId, parsed.data.quantity));
}

export async function removeFromCart(input: unknown): Promise<CartActionResult> {
  const parsed = removeLineInput.safeParse(input);
  if (!parsed.success) return { ok: false, error: "invalid" };
  return updateCart((cartId) => removeCartLines(db(), cartId, [parsed.data.lineId]));
}

async function updateCart(change: (cartId: string) => Promise<void>): Promise<CartActionResult> {
  const locale = await currentLocale();
  try {
    const cartId = await currentCartId(db());
    if (cartId) await change(cartId);
    return { ok: true, cart: await buildCartView(db(), cartId, locale) };
  } catch (error) {
    (await requestLogger()).error({ err: error }, "cart update failed");
    return { ok: false, error: "failed" };
  }
}
