import "server-only";
import { getStoredProduct, localizeProduct } from "@/modules/catalog/server";
import type { Locale } from "@/modules/i18n";
import { areasAsked, unitLabel } from "@/modules/catalog";
import { clampQuantity, priceQuantity } from "@/modules/pricing";
import { getUploadSummaries } from "@/modules/uploads/server";
import type { Database } from "@/server/db";
import {
  readCartLines,
  removeCartLines,
  setCartLineQuantity,
  type StoredCartLine,
} from "./cart-store.server";
import { emptyCart, type CartLineView, type CartView } from "./schema";

/**
 * The cart as the visitor sees it, priced from the catalog now: each line at its quantity's price-break
 * tier (docs/product-rules.md#price-breaks), so a quantity change or a merge that reaches the next tier
 * moves the line there. A line whose product, option or file has disappeared is removed and named in
 * `droppedLines`, so the cart still opens; one whose quantity left the product's range (the catalog
 * changed it) is moved back into it.
 */
export async function buildCartView(database: Database, cartId: string | undefined, locale: Locale) {
  if (!cartId) return emptyCart;
  return cartViewOf(database, cartId, await readCartLines(database, cartId), locale);
}

/**
 * The view of lines the caller has just read (readCartLines), so a caller that needs the stored lines
 * too (checkout: the order's items and the shipping quote) reads them once.
 */
export async function cartViewOf(
  database: Database,
  cartId: string,
  lines: StoredCartLine[],
  locale: Locale,
): Promise<CartView> {
  if (lines.length === 0) return emptyCart;
  const uploads = new Map(
    (await getUploadSummaries(lines.flatMap((line) => line.files.map((file) => file.uploadId)))).map((u) => [
      u.id,
      u,
    ]),
  );
  const views: CartLineView[] = [];
  const dropped: { id: string; name: string }[] = [];
  for (const line of lines) {
    const stored = await getStoredProduct(line.productId);
    const product = stored && localizeProduct(stored, locale);
    const quantity = product ? clampQuantity(line.quantity, product) : line.quantity;
    const priced = product && priceQuantity(product, line.options, quantity);
    const several = (product?.printAreas.length ?? 0) > 1;
    // The areas the line's options ask for (a T-shirt's back only with "Front and back").
    const asked = product && priced?.ok ? areasAsked(product.printAreas, priced.selection) : [];
    const files = line.files.map((file) => {
      const upload = uploads.get(file.uploadId);
      const area = asked.find((candidate) => candidate.id === file.areaId);
      return upload && area
        ? {
            id: upload.id,
            name: upload.name,
            kind: upload.kind,
            areaId: area.id,
            areaName: several ? area.name : null,
          }
        : undefined;
    });
    // A file gone, or a print area the product no longer has (a book stored before it had a cover) or
    // no longer asks for with these options (staff made a back printed only on request).
    if (!product || !priced?.ok || files.some((file) => !file)) {
      dropped.push({ id: line.id, name: product?.name ?? "" });
      continue;
    }
    if (quantity !== line.quantity) await setCartLineQuantity(database, cartId, line.id, quantity);
    views.push({
      id: line.id,
      productId: product.id,
      name: product.name,
      image: product.image,
      unitPrice: priced.unitPrice,
      listUnitPrice: priced.listUnitPrice,
      percentOff: priced.percentOff,
      priceBreaks: product.priceBreaks,
      unit: unitLabel(product, priced.selection, locale),
      minQuantity: product.minQuantity,
      maxQuantity: product.maxQuantity,
      quantity,
      lineTotal: priced.unitPrice * quantity,
      options: product.options.map((option) => ({
        name: option.name,
        value: option.values.find((value) => value.id === line.options[option.id])?.name ?? "",
      })),
      files: files.flatMap((file) => (file ? [file] : [])),
    });
  }
  await removeCartLines(
    database,
    cartId,
    dropped.map((line) => line.id),
  );
  return summarize(
    views,
    dropped.map((line) => line.name),
  );
}

function summarize(lines: CartLineView[], droppedLines: string[]): CartView {
  return {
    lines,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: lines.reduce((sum, line) => sum + line.lineTotal, 0),
    currency: "USD",
    droppedLines,
  };
}
