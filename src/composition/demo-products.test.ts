import { describe, expect, it } from "vitest";
import { getCatalog, getProduct } from "@/modules/catalog/server";
import { seedCatalog } from "@/modules/catalog/server";
import { providerEnvPerTest, simForTest } from "@/modules/fulfilment/testing";
import { resetProcessCaches } from "@/server/cache";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import { seedDemoProducts } from "./demo-products";

const testDb = freshDatabasePerTest();
providerEnvPerTest();

const DEMO_FILE = new URL("../../tools/cloudprinter-sim/demo-shop-products.json", import.meta.url).pathname;

function withDemoFile() {
  process.env.DEMO_SHOP_PRODUCTS_FILE = DEMO_FILE;
  resetProcessCaches();
}

describe(`the demo shop's products from the demo account (${testEngine})`, () => {
  it("imports and publishes a T-shirt, a sticker and a postcard once, with their pictures", async () => {
    await simForTest();
    withDemoFile();
    await seedCatalog(testDb.current);
    await seedDemoProducts(testDb.current);
    await seedDemoProducts(testDb.current);
    const catalog = await getCatalog();
    const imported = catalog.products.filter((product) => product.id >= 1001);
    expect(imported.map((product) => [product.reference, product.categorySlug])).toEqual([
      ["classic-tshirt", "apparel"],
      ["kiss-cut-stickers", "stickers"],
      ["postcards-a6", "postcards"],
    ]);
    const shirt = await getProduct(imported[0]!.id, "th");
    expect(shirt?.name).toBe("เสื้อยืดคอตตอนคลาสสิก");
    expect(shirt?.options.map((option) => option.values.length)).toEqual([5, 5]);
    expect(shirt?.images[0]?.mockupArea).toBeDefined();
    // The account's measurements, with the Thai names the demo file gives.
    expect(shirt?.sizeChart?.measures).toEqual(["ความกว้างหน้าอก", "ความยาวตัวเสื้อ"]);
    expect(shirt?.sizeChart?.rows.map((row) => row.label)).toEqual(["S", "M", "L", "XL", "XXL"]);
    expect(shirt?.sizeChart?.rows[3]).toEqual({ label: "XL", mm: [610, 790] });
    const sticker = await getProduct(imported[1]!.id, "en");
    expect(sticker?.sizeChart).toBeNull();
    // The spec's eight kinds are all on sale now.
    expect(catalog.categories.map((category) => category.slug)).toEqual(
      expect.arrayContaining([
        "business-cards",
        "books",
        "apparel",
        "posters",
        "flyers",
        "brochures",
        "stickers",
        "postcards",
      ]),
    );
    delete process.env.DEMO_SHOP_PRODUCTS_FILE;
  });

  it("imports nothing the account doesn't offer", async () => {
    await simForTest({ withoutProducts: ["demo_sticker_kiss_cut"] });
    withDemoFile();
    await seedCatalog(testDb.current);
    await seedDemoProducts(testDb.current);
    const references = (await getCatalog()).products.filter((p) => p.id >= 1001).map((p) => p.reference);
    expect(references).toEqual(["classic-tshirt", "postcards-a6"]);
    delete process.env.DEMO_SHOP_PRODUCTS_FILE;
  });
});
