import { beforeEach, describe, expect, it, vi } from "vitest";
import { makeDoubleSided, seedTestCatalog } from "@/modules/catalog/testing";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import { nextRequestPerTest } from "@/test/next-headers";
import { and, eq } from "drizzle-orm";
import { CATALOG_TAG } from "@/modules/catalog/server";
import { invalidateTags } from "@/server/cache";
import { printAreas } from "@/server/db/schema/catalog";
import { addToCart, changeCartQuantity, type CartActionResult } from "./actions";
import { uploadInThisBrowser } from "./testing";

// The actions read the request's cookies and locale; outside Next.js these stand in.
vi.mock("next-intl/server", () => ({ getLocale: async () => "en" }));
vi.mock("next/headers", () => import("@/test/next-headers"));

const testDb = freshDatabasePerTest();
nextRequestPerTest();

/** The square business card (product 12, 55 × 55 mm), made double-sided: a front and a back page. */
const SQUARE_CARD = 12;

const side = () => uploadInThisBrowser(testDb.current, { pageCount: 1, pageWidthMm: 61, pageHeightMm: 61 });

const card = (files: { areaId: string; uploadId: string }[]) => ({
  productId: SQUARE_CARD,
  quantity: 1,
  options: { finish: "matte" },
  files,
});

describe(`a double-sided product's sides in the cart (${testEngine})`, () => {
  beforeEach(async () => {
    await seedTestCatalog(testDb.current);
    await makeDoubleSided(testDb.current, SQUARE_CARD);
  });

  it("adds a line with one design for each side", async () => {
    const result = await addToCart(
      card([
        { areaId: "front", uploadId: await side() },
        { areaId: "back", uploadId: await side() },
      ]),
    );
    expect(result).toMatchObject({ ok: true });
  });

  it("refuses a line without its back, naming the side", async () => {
    expect(await addToCart(card([{ areaId: "front", uploadId: await side() }]))).toEqual({
      ok: false,
      error: "missingAreaFile",
      areaName: "Back",
    });
  });

  it("refuses two designs for one side: a side is one page of the printer's file", async () => {
    const result = await addToCart(
      card([
        { areaId: "front", uploadId: await side() },
        { areaId: "front", uploadId: await side() },
        { areaId: "back", uploadId: await side() },
      ]),
    );
    expect(result).toEqual({ ok: false, error: "invalid" });
  });
});

describe(`a back asked for only with an option value (${testEngine})`, () => {
  // As a T-shirt's back is printed only with the print position "Front and back": here, only with gloss.
  beforeEach(async () => {
    await seedTestCatalog(testDb.current);
    await makeDoubleSided(testDb.current, SQUARE_CARD, { option: "finish", value: "gloss" });
  });

  it("adds a line with the front alone when the value that prints the back is not chosen", async () => {
    const result = await addToCart(card([{ areaId: "front", uploadId: await side() }]));
    expect(result).toMatchObject({ ok: true });
  });

  it("refuses a design for the back when the chosen options don't print it", async () => {
    const result = await addToCart(
      card([
        { areaId: "front", uploadId: await side() },
        { areaId: "back", uploadId: await side() },
      ]),
    );
    expect(result).toEqual({ ok: false, error: "invalid" });
  });

  it("needs the back once the value that prints it is chosen", async () => {
    const front = { areaId: "front", uploadId: await side() };
    const gloss = (files: { areaId: string; uploadId: string }[]) => ({
      ...card(files),
      options: { finish: "gloss" },
    });
    expect(await addToCart(gloss([front]))).toEqual({
      ok: false,
      error: "missingAreaFile",
      areaName: "Back",
    });
    expect(await addToCart(gloss([front, { areaId: "back", uploadId: await side() }]))).toMatchObject({
      ok: true,
    });
  });

  it("drops and names a line holding a back that its options no longer print", async () => {
    // Added while the back was needed with matte; staff then make it needed with gloss only.
    await testDb.current
      .update(printAreas)
      .set({ neededWith: { option: "finish", value: "matte" } })
      .where(and(eq(printAreas.productId, SQUARE_CARD), eq(printAreas.code, "back")));
    await invalidateTags([CATALOG_TAG]);
    const added = (await addToCart(
      card([
        { areaId: "front", uploadId: await side() },
        { areaId: "back", uploadId: await side() },
      ]),
    )) as Extract<CartActionResult, { ok: true }>;
    expect(added.cart.lines).toHaveLength(1);
    await testDb.current
      .update(printAreas)
      .set({ neededWith: { option: "finish", value: "gloss" } })
      .where(and(eq(printAreas.productId, SQUARE_CARD), eq(printAreas.code, "back")));
    await invalidateTags([CATALOG_TAG]);
    const result = await changeCartQuantity({ lineId: added.cart.lines[0]!.id, quantity: 2 });
    expect(result).toMatchObject({ ok: true, cart: { lines: [], droppedLines: [expect.any(String)] } });
  });
});
