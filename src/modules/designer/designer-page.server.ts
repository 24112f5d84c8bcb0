import "server-only";
import { availableSelection, FULLY_AVAILABLE, type Product } from "@/modules/catalog";
import { loadProductPage } from "@/modules/catalog/server";
import { currentCartId } from "@/modules/cart/server";
import type { Locale } from "@/modules/i18n";
import { findDesign } from "@/modules/print-design/server";
import { db } from "@/server/db";
import { designImages } from "./design-images.server";
import { productPageHref, selectionFromQuery } from "./designer-link";
import { designerProductOf } from "./designer-product";
import type { DesignEditorProps } from "./editor-props";
import { templatesFor } from "./templates/templates";

type Query = Record<string, string | string[] | undefined>;

function quantityFrom(raw: string | string[] | undefined, product: Product): number {
  const number = typeof raw === "string" ? Number.parseInt(raw, 10) : Number.NaN;
  if (!Number.isFinite(number)) return product.minQuantity;
  return Math.min(product.maxQuantity, Math.max(product.minQuantity, number));
}

/**
 * Everything the designer page shows (docs/designer.md#which-products): the product as the designer
 * sees it with the choices in the URL, the templates of its kind in the page's language, and the
 * customer's saved draft when `?design=` names one of theirs. Undefined when the product can't be
 * designed here (a book, a die-cut sticker) or is not sold: the page is a 404.
 */
export async function loadDesignerPage(
  rawProductId: string,
  locale: Locale,
  query: Query,
): Promise<DesignEditorProps | undefined> {
  const product = await loadProductPage(rawProductId, locale);
  if (!product) return undefined;
  const selection = availableSelection(
    product.options,
    selectionFromQuery(product.options, query),
    FULLY_AVAILABLE,
  );
  const designer = designerProductOf(product, selection);
  if (!designer || designer.sides.length === 0) return undefined;
  const quantity = quantityFrom(query.quantity, product);
  const designId = typeof query.design === "string" ? query.design : undefined;
  const cartId = designId ? await currentCartId(db()) : undefined;
  const stored = designId && cartId ? await findDesign(designId, cartId) : undefined;
  // A frozen copy (a cart line's) opens as a new draft of the same document: it never changes itself.
  const saved =
    stored && !stored.frozen && stored.productId === product.id
      ? {
          designId: stored.id,
          name: stored.name,
          document: stored.document,
          images: await designImages(
            stored.document.sides.flatMap((side) =>
              side.elements.flatMap((element) => (element.kind === "image" ? [element.uploadId] : [])),
            ),
            cartId!,
          ),
        }
      : null;
  return {
    product: designer,
    selection,
    selectionSummary: product.options.map((option) => {
      const value = option.values.find((choice) => choice.id === selection[option.id]);
      return `${option.name}: ${value?.name ?? ""}`;
    }),
    quantity,
    productHref: productPageHref(product.id, { selection, quantity }),
    templates: templatesFor(designer, locale),
    saved,
  };
}
