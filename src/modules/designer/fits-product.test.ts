import { beforeEach, describe, expect, it } from "vitest";
import { seedTestCatalog } from "@/modules/catalog/testing";
import { businessCardDocument } from "@/modules/print-design/testing";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import { fitsProduct } from "./fits-product.server";

const testDb = freshDatabasePerTest();
beforeEach(() => seedTestCatalog(testDb.current));

describe(`a design the product can print (${testEngine})`, () => {
  it("takes the business card's own trim on its own side", async () => {
    expect(await fitsProduct(businessCardDocument())).toBe(true);
  });

  it("refuses another trim, a side the product doesn't have, or a product the designer doesn't draw", async () => {
    expect(await fitsProduct({ ...businessCardDocument(), trim: { width: 10, height: 10 } })).toBe(false);
    const card = businessCardDocument();
    expect(await fitsProduct({ ...card, sides: [{ ...card.sides[0]!, areaId: "back" }] })).toBe(false);
    expect(await fitsProduct({ ...card, productId: 2, trim: { width: 430, height: 210 } })).toBe(false);
    expect(await fitsProduct({ ...card, productId: 999 })).toBe(false);
  });

  it("refuses margins other than the product's: the print file's page would be another size", async () => {
    expect(await fitsProduct({ ...businessCardDocument(), bleed: 0 })).toBe(false);
    expect(await fitsProduct({ ...businessCardDocument(), safety: 10 })).toBe(false);
  });
});
