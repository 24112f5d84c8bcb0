import "server-only";
import { getProduct } from "@/modules/catalog/server";
import { currentCartId } from "@/modules/cart/server";
import type { Locale } from "@/modules/i18n";
import { listDesigns } from "@/modules/print-design/server";
import { db } from "@/server/db";
import { designerHref } from "./designer-link";

/** One saved draft as My account → Designs lists it. */
export type MyDesign = {
  id: string;
  name: string;
  /** The product's name today; null when it is no longer sold (the design can't be reopened then). */
  productName: string | null;
  updatedAt: string;
  /** The designer with this draft open; null when the product is gone. */
  href: string | null;
};

/**
 * The caller's drafts, the last changed first (docs/designer.md#designs-are-kept): a signed-in
 * customer's are the account cart's, which took in the guest cart's designs at sign-in.
 */
export async function listMyDesigns(locale: Locale): Promise<MyDesign[]> {
  const cartId = await currentCartId(db());
  if (!cartId) return [];
  const designs = await listDesigns(cartId);
  const products = new Map(
    await Promise.all(
      [...new Set(designs.map((design) => design.productId))].map(
        async (id) => [id, await getProduct(id, locale)] as const,
      ),
    ),
  );
  return designs.map((design) => {
    const product = products.get(design.productId);
    return {
      id: design.id,
      name: design.name,
      productName: product?.name ?? null,
      updatedAt: design.updatedAt.toISOString(),
      href: product ? designerHref(product.id, { designId: design.id }) : null,
    };
  });
}
