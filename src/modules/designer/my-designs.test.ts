import { beforeEach, describe, expect, it } from "vitest";
import { createCart } from "@/modules/cart/server";
import { seedTestCatalog } from "@/modules/catalog/testing";
import { designDocumentSchema } from "@/modules/print-design";
import { createDesign } from "@/modules/print-design/server";
import { businessCardDocument } from "@/modules/print-design/testing";
import { insertTestUpload } from "@/modules/uploads/testing";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import { cartDesignList } from "./my-designs.server";

const testDb = freshDatabasePerTest();
beforeEach(() => seedTestCatalog(testDb.current));

/** An image upload of this cart, as the designer places one. */
function logo(cartId: string | null): Promise<string> {
  return insertTestUpload(testDb.current, {
    kind: "png",
    mimeType: "image/png",
    originalName: "logo.png",
    widthPx: 600,
    heightPx: 300,
    cartId,
  });
}

/** The business card with these uploads placed on its front. */
function cardWith(uploadIds: string[]) {
  const card = businessCardDocument();
  const front = card.sides[0]!;
  const images = uploadIds.map((uploadId, index) => ({
    id: `image-${index}`,
    kind: "image" as const,
    uploadId,
    x: 10,
    y: 10,
    width: 20,
    height: 10,
    rotation: 0,
  }));
  return designDocumentSchema.parse({
    ...card,
    sides: [{ ...front, elements: [...front.elements, ...images] }],
  });
}

describe(`My account's list of designs (${testEngine})`, () => {
  it("gives each draft a thumbnail of its front, on its page, with its images' small previews", async () => {
    const cartId = await createCart(testDb.current);
    const own = await logo(cartId);
    const document = cardWith([own]);
    await createDesign(cartId, { name: "Shop card", document }, testDb.current);

    const [design] = await cartDesignList(cartId, "th");
    expect(design).toMatchObject({ name: "Shop card", productName: expect.any(String) });
    expect(design!.thumbnail.side).toEqual(document.sides[0]);
    expect(design!.thumbnail.geometry).toMatchObject({ pageWidthMm: 91, pageHeightMm: 61, safetyMm: 3 });
    expect(design!.thumbnail.images).toEqual([
      expect.objectContaining({ uploadId: own, widthPx: 600, heightPx: 300 }),
    ]);
    // The upload's preview, never the full-size original.
    expect(design!.thumbnail.images[0]!.url).toContain("/preview");
  });

  it("leaves out an image that is not one of the cart's own uploads", async () => {
    const cartId = await createCart(testDb.current);
    const otherCart = await createCart(testDb.current);
    const foreign = await logo(otherCart);
    await createDesign(cartId, { name: "Card", document: cardWith([foreign]) }, testDb.current);

    const [design] = await cartDesignList(cartId, "en");
    expect(design!.thumbnail.images).toEqual([]);
  });
});
