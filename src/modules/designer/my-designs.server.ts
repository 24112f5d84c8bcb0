import "server-only";
import { getProduct } from "@/modules/catalog/server";
import { currentCartId } from "@/modules/cart/server";
import type { Locale } from "@/modules/i18n";
import { documentGeometry, type DesignSide, type SideGeometry } from "@/modules/print-design";
import { listDesigns } from "@/modules/print-design/server";
import { db } from "@/server/db";
import { designImages } from "./design-images.server";
import { designerHref } from "./designer-link";
import type { DesignImage } from "./schema";

/** One saved draft as My account → Designs lists it. */
export type MyDesign = {
  id: string;
  name: string;
  /** The product's name today; null when it is no longer sold (the design can't be reopened then). */
  productName: string | null;
  updatedAt: string;
  /** The designer with this draft open; null when the product is gone. */
  href: string | null;
  /** What the list's thumbnail draws: the first side, its page, and the previews of its images. */
  thumbnail: { side: DesignSide; geometry: SideGeometry; images: DesignImage[] };
};

/**
 * The caller's drafts, the last changed first (docs/designer.md#designs-are-kept): a signed-in
 * customer's are the account cart's, which took in the guest cart's designs at sign-in.
 */
export async function listMyDesigns(locale: Locale): Promise<MyDesign[]> {
  const cartId = await currentCartId(db());
  return cartId ? cartDesignList(cartId, locale) : [];
}

/** A cart's drafts as My account lists them, each with what its thumbnail draws. */
export async function cartDesignList(cartId: string, locale: Locale): Promise<MyDesign[]> {
  const designs = await listDesigns(cartId);
  const products = new Map(
    await Promise.all(
      [...new Set(designs.map((design) => design.productId))].map(
        async (id) => [id, await getProduct(id, locale)] as const,
      ),
    ),
  );
  const fronts = designs.map((design) => design.document.sides[0]!);
  const placed = fronts.flatMap((side) =>
    side.elements.flatMap((element) => (element.kind === "image" ? [element.uploadId] : [])),
  );
  const previews = new Map(
    (await designImages([...new Set(placed)], cartId, "preview")).map((image) => [image.uploadId, image]),
  );
  return designs.map((design, index) => {
    const product = products.get(design.productId);
    const side = fronts[index]!;
    const images = side.elements.flatMap((element) => {
      const image = element.kind === "image" ? previews.get(element.uploadId) : undefined;
      return image ? [image] : [];
    });
    return {
      id: design.id,
      name: design.name,
      productName: product?.name ?? null,
      updatedAt: design.updatedAt.toISOString(),
      href: product ? designerHref(product.id, { designId: design.id }) : null,
      thumbnail: { side, geometry: documentGeometry(design.document), images },
    };
  });
}
