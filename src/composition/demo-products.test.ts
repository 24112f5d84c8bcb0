import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { importProviderProduct } from "@/modules/admin/catalog/server";
import { productImportInput } from "@/modules/catalog";
import { getCatalog, getProduct } from "@/modules/catalog/server";
import { seedCatalog } from "@/modules/catalog/server";
import { accountProduct } from "@/modules/fulfilment/server";
import { providerEnvPerTest, simForTest } from "@/modules/fulfilment/testing";
import { resetProcessCaches } from "@/server/cache";
import { printAreas } from "@/server/db/schema/catalog";
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
    expect(shirt?.options.map((option) => option.values.length)).toEqual([5, 5, 2]);
    // A front on every shirt; the back only with the print "Front and back" (docs/product-rules.md#sides).
    expect(shirt?.printAreas.map((area) => [area.id, area.filePage, area.neededWith])).toEqual([
      ["front", 1, null],
      ["back", 2, { option: "print", value: "front-back" }],
    ]);
    expect(shirt?.images[0]?.mockupArea).toBeDefined();
    // Each colour seen from behind draws the back's design (docs/product-rules.md#product-page).
    const drawsBack = shirt?.images.filter((image) => image.mockupPrintArea === "back");
    expect(drawsBack?.map((image) => [image.shows?.value, image.url])).toEqual([
      ["white", "/images/products/tshirt-classic-back.svg"],
      ["black", "/images/products/tshirt-classic-back-black.svg"],
      ["navy", "/images/products/tshirt-classic-back-navy.svg"],
      ["heather-grey", "/images/products/tshirt-classic-back-heather-grey.svg"],
      ["red", "/images/products/tshirt-classic-back-red.svg"],
    ]);
    // The account's measurements, with the Thai names the demo file gives.
    expect(shirt?.sizeChart?.measures).toEqual(["ความกว้างหน้าอก", "ความยาวตัวเสื้อ"]);
    expect(shirt?.sizeChart?.rows.map((row) => row.label)).toEqual(["S", "M", "L", "XL", "XXL"]);
    expect(shirt?.sizeChart?.rows[3]).toEqual({ label: "XL", mm: [610, 790] });
    const sticker = await getProduct(imported[1]!.id, "en");
    expect(sticker?.sizeChart).toBeNull();
    expect(sticker?.printAreas.map((area) => [area.id, area.filePage])).toEqual([["design", null]]);
    // Two printed sides: a front and a back, each its own upload and one page of the printer's file.
    const postcard = await getProduct(imported[2]!.id, "th");
    expect(
      postcard?.printAreas.map((area) => [area.id, area.name, area.pages, area.filePage, area.width]),
    ).toEqual([
      ["front", "ด้านหน้า", 1, 1, 148],
      ["back", "ด้านหลัง", 1, 2, 148],
    ]);
    expect(postcard?.images.map((image) => image.mockupPrintArea ?? null)).toEqual([null, "back"]);
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

  it("gives the die-cut sticker's print area a cut line, as the account's cut_line_required says, and the kiss-cut none", async () => {
    await simForTest();
    withDemoFile();
    await seedCatalog(testDb.current);
    await seedDemoProducts(testDb.current);
    const dieCut = productImportInput.parse({
      providerReference: "demo_sticker_die_cut",
      reference: "die-cut-stickers",
      category: "stickers",
      name: { en: "Die-Cut Stickers", th: "สติกเกอร์ไดคัท" },
      description: { en: "Cut to your own outline.", th: "ตัดตามเส้นรอบรูปของคุณ" },
      unit: { en: "sticker", th: "ดวง" },
      basePrice: "1.20",
      minQuantity: 10,
      maxQuantity: 5000,
      sides: 1,
      image: { url: "/images/products/sticker-kiss-cut-1.svg", alt: { en: "Stickers", th: "สติกเกอร์" } },
      options: [],
    });
    const imported = await importProviderProduct(
      testDb.current,
      null,
      dieCut,
      await accountProduct("demo_sticker_die_cut"),
    );
    expect(imported).toMatchObject({ ok: true });
    const areaOf = async (id: number) =>
      (await testDb.current.select().from(printAreas).where(eq(printAreas.productId, id)))[0];
    expect(await areaOf((imported as { id: number }).id)).toMatchObject({
      widthMm: 76,
      heightMm: 76,
      cutLine: true,
    });
    const kissCut = (await getCatalog()).products.find(
      (product) => product.reference === "kiss-cut-stickers",
    );
    expect(await areaOf(kissCut!.id)).toMatchObject({ cutLine: false });
    expect((await getProduct(kissCut!.id, "en"))?.printAreas[0]?.cutLine).toBe(false);
    delete process.env.DEMO_SHOP_PRODUCTS_FILE;
  });
});
