import { describe, expect, it } from "vitest";
import { addCartLine, cartViewOf, createCart, readCartLines } from "@/modules/cart/server";
import { makeDoubleSided, seedTestCatalog } from "@/modules/catalog/testing";
import { insertTestUpload } from "@/modules/uploads/testing";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import { orderLinesFrom } from "./order-lines.server";

const testDb = freshDatabasePerTest();

/** The square business card (product 12, 55 × 55 mm), made double-sided: a front and a back page. */
const SQUARE_CARD = 12;

describe(`an order line of a double-sided product (${testEngine})`, () => {
  it("keeps each side's page and trim size on the order item, for the printer's file", async () => {
    await seedTestCatalog(testDb.current);
    await makeDoubleSided(testDb.current, SQUARE_CARD);
    const cartId = await createCart(testDb.current);
    const front = await insertTestUpload(testDb.current, { originalName: "front.pdf" });
    const back = await insertTestUpload(testDb.current, { originalName: "back.pdf" });
    await addCartLine(testDb.current, cartId, {
      productId: SQUARE_CARD,
      options: { finish: "matte" },
      quantity: 1,
      files: [
        { areaId: "back", uploadId: back },
        { areaId: "front", uploadId: front },
      ],
    });
    const stored = await readCartLines(testDb.current, cartId);
    const view = await cartViewOf(testDb.current, cartId, stored, "en");

    const [line] = await orderLinesFrom(view, stored, "en");
    expect(line!.files).toEqual([
      expect.objectContaining({
        uploadId: back,
        areaId: "back",
        role: "product",
        sheet: { page: 2, widthMm: 55, heightMm: 55 },
      }),
      expect.objectContaining({
        uploadId: front,
        areaId: "front",
        role: "product",
        sheet: { page: 1, widthMm: 55, heightMm: 55 },
      }),
    ]);
  });

  it("stores no page for a flat product's design, which goes to the printer as it is", async () => {
    await seedTestCatalog(testDb.current);
    const cartId = await createCart(testDb.current);
    const design = await insertTestUpload(testDb.current);
    await addCartLine(testDb.current, cartId, {
      productId: SQUARE_CARD,
      options: { finish: "matte" },
      quantity: 1,
      files: [{ areaId: "front", uploadId: design }],
    });
    const stored = await readCartLines(testDb.current, cartId);
    const [line] = await orderLinesFrom(await cartViewOf(testDb.current, cartId, stored, "en"), stored, "en");
    expect(line!.files).toEqual([
      { uploadId: design, name: "design.pdf", kind: "pdf", areaId: "front", role: "product" },
    ]);
  });
});
