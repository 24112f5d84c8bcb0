import { beforeEach, describe, expect, it, vi } from "vitest";
import { POST as quoteRoute } from "@/app/api/quote/route";
import { addToCart } from "@/modules/cart/actions";
import { seedTestCatalog } from "@/modules/catalog/testing";
import { markEdgeInFront } from "@/server/http/edge/edge-headers";
import { uploadInThisBrowser } from "@/modules/cart/testing";
import { cartLines } from "@/server/db/schema/cart";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import { nextRequestPerTest } from "@/test/next-headers";
import { checkConnectedCatalog, productAvailability } from "./catalog-check.server";
import { simForTest } from "./test-print-orders";
import { providerEnvPerTest } from "./test-provider-env";

// The cart action reads the locale and cookies, the quote route the client's address: stand-ins here.
const request = vi.hoisted(() => ({ locale: "en" }));
vi.mock("next-intl/server", () => ({ getLocale: async () => request.locale }));
vi.mock("next/headers", () => import("@/test/next-headers"));
markEdgeInFront();

const testDb = freshDatabasePerTest();
nextRequestPerTest({ clientAddress: "203.0.113.9" });
providerEnvPerTest();

/** A design uploaded in this browser (which makes its cart, as the upload route does). */
const storedUpload = () => uploadInThisBrowser(testDb.current, { originalName: "poster.pdf" });

function askQuote(body: unknown, lang = "en") {
  return quoteRoute(
    new Request(`http://shop.test/api/quote?lang=${lang}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
    {},
  );
}

/**
 * The connected simulator runs without the A3 poster's premium matte paper and without the A5 flyer
 * product, and the shop's catalog check has seen it.
 */
async function checkedWithMattePaperAndFlyersMissing() {
  await simForTest({
    withoutProducts: ["flyer_ss_a5_fc"],
    withoutOptions: [{ product: "poster_a3_fc", option: "poster_200art_matt" }],
  });
  await checkConnectedCatalog();
}

describe(`what the catalog check found unprintable is refused (${testEngine})`, () => {
  beforeEach(async () => {
    request.locale = "en";
    await seedTestCatalog(testDb.current);
  });

  it("shows the product page the unavailable value and the unavailable product", async () => {
    await checkedWithMattePaperAndFlyersMissing();
    expect(await productAvailability(4)).toEqual({
      orderable: true,
      unavailableValues: { paper: ["premium-matte"] },
    });
    expect(await productAvailability(5)).toEqual({ orderable: false, unavailableValues: {} });
    expect(await productAvailability(1)).toEqual({ orderable: true, unavailableValues: {} });
  });

  it("refuses to add an unavailable value to the cart, naming it, and adds an available one", async () => {
    await checkedWithMattePaperAndFlyersMissing();
    const uploadId = await storedUpload();
    expect(
      await addToCart({
        productId: 4,
        quantity: 1,
        options: { paper: "premium-matte" },
        files: [{ areaId: "front", uploadId }],
      }),
    ).toEqual({
      ok: false,
      error: "unavailable",
      productName: "A3 Premium Poster",
      optionName: "Paper",
      valueName: "Premium matte",
    });
    expect(await testDb.current.select().from(cartLines)).toEqual([]);
    const added = await addToCart({
      productId: 4,
      quantity: 1,
      options: { paper: "standard" },
      files: [{ areaId: "front", uploadId }],
    });
    expect(added.ok).toBe(true);
  });

  it("refuses to add an unavailable product to the cart", async () => {
    await checkedWithMattePaperAndFlyersMissing();
    const result = await addToCart({
      productId: 5,
      quantity: 1,
      options: { paper: "gloss-170", pack: "100" },
      files: [{ areaId: "front", uploadId: await storedUpload() }],
    });
    expect(result).toMatchObject({ ok: false, error: "unavailable", productName: "A5 Flyers" });
  });

  it("refuses to quote an unavailable value or product, with a translated error", async () => {
    await checkedWithMattePaperAndFlyersMissing();
    const base = { productId: 4, quantity: 1, country: "US", shippingLevel: "cp_ground" };
    const matte = await askQuote({ ...base, options: { paper: "premium-matte" } });
    expect(matte.status).toBe(400);
    expect(JSON.stringify(await matte.json())).toContain("options.paper");
    const thai = await askQuote({ ...base, options: { paper: "premium-matte" } }, "th");
    expect(JSON.stringify(await thai.json())).toContain("ไม่พร้อมจำหน่าย");
    const flyers = await askQuote({ ...base, productId: 5, options: { paper: "gloss-170", pack: "100" } });
    expect(flyers.status).toBe(400);
    expect(JSON.stringify(await flyers.json())).toContain("This product is currently unavailable.");
    expect((await askQuote({ ...base, options: { paper: "standard" } })).status).toBe(200);
  });

  it("orders anything while no check has run for the connected provider", async () => {
    await simForTest();
    const result = await askQuote({
      productId: 5,
      quantity: 1,
      options: { paper: "gloss-170", pack: "100" },
      country: "US",
      shippingLevel: "cp_ground",
    });
    expect(result.status).toBe(200);
  });
});
