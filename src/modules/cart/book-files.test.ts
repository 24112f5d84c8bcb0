import { beforeEach, describe, expect, it, vi } from "vitest";
import { seedTestCatalog } from "@/modules/catalog/testing";
import { uploads } from "@/server/db/schema/uploads";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import { nextRequestPerTest } from "@/test/next-headers";
import { addToCart } from "./actions";
import { uploadInThisBrowser } from "./testing";

// The actions read the request's cookies and locale; outside Next.js these stand in.
const request = vi.hoisted(() => ({ locale: "en" }));
vi.mock("next-intl/server", () => ({ getLocale: async () => request.locale }));
vi.mock("next/headers", () => import("@/test/next-headers"));

const testDb = freshDatabasePerTest();
nextRequestPerTest();

/** An upload row as the analysis leaves it: a PDF's page count and page size, or an image's pixels. */
async function pdf(pages: number, widthMm: number, heightMm: number): Promise<string> {
  return stored({
    kind: "pdf",
    mimeType: "application/pdf",
    pageCount: pages,
    pageWidthMm: widthMm,
    pageHeightMm: heightMm,
  });
}
async function png(widthPx: number, heightPx: number): Promise<string> {
  return stored({ kind: "png", mimeType: "image/png", widthPx, heightPx });
}
const stored = (facts: Partial<typeof uploads.$inferInsert> & { kind: string; mimeType: string }) =>
  uploadInThisBrowser(testDb.current, {
    originalName: `${facts.kind}-${crypto.randomUUID().slice(0, 4)}`,
    ...facts,
  });

/** The hardcover photo book (product 2): 8 × 8 in, 210 mm trim; cover spread 430 × 210 mm. */
const photoBook = (cover: string, interior: string, options: Record<string, string> = {}) => ({
  productId: 2,
  quantity: 1,
  options: { size: "8x8", pages: "20", ...options },
  files: [
    { areaId: "cover", uploadId: cover },
    { areaId: "interior", uploadId: interior },
  ],
});

describe(`a book's files in the cart (${testEngine})`, () => {
  beforeEach(async () => {
    request.locale = "en";
    await seedTestCatalog(testDb.current);
  });

  it("refuses an interior whose page count is not the chosen one, naming the message and its numbers", async () => {
    const cover = await pdf(1, 430, 210);
    const result = await addToCart(photoBook(cover, await pdf(18, 210, 210)));
    expect(result).toEqual({
      ok: false,
      error: "fileProblem",
      areaId: "interior",
      areaName: "Interior pages",
      message: { key: "readinessInteriorPageCount", values: { pages: 18, expected: 20 } },
    });
    // The same 18-page PDF is refused for 40 pages too, and a 40-page one is right for 40.
    expect(await addToCart(photoBook(cover, await pdf(18, 210, 210), { pages: "40" }))).toMatchObject({
      error: "fileProblem",
      message: { values: { pages: 18, expected: 40 } },
    });
    expect(await addToCart(photoBook(cover, await pdf(40, 216, 216), { pages: "40" }))).toMatchObject({
      ok: true,
    });
  });

  it("refuses a cover that is not the spread, as a PDF or by an image's proportions", async () => {
    const interior = await pdf(20, 210, 210);
    expect(await addToCart(photoBook(await pdf(1, 210, 210), interior))).toMatchObject({
      ok: false,
      error: "fileProblem",
      areaId: "cover",
      areaName: "Cover",
      message: {
        key: "readinessCoverSize",
        values: { pageWidth: 210, pageHeight: 210, width: 430, height: 210 },
      },
    });
    expect(await addToCart(photoBook(await png(3000, 3000), interior))).toMatchObject({
      error: "fileProblem",
      message: { key: "readinessCoverProportions" },
    });
    // Within tolerance: bleed on every side, and a thicker spine than the catalog's typical one.
    expect(await addToCart(photoBook(await pdf(1, 445, 216), interior))).toMatchObject({ ok: true });
    expect(await addToCart(photoBook(await png(5079, 2480), interior))).toMatchObject({ ok: true });
  });

  it("judges against the size the options choose: the 12 × 12 in book's cover is 610 × 300 mm", async () => {
    const interior = await pdf(20, 300, 300);
    expect(await addToCart(photoBook(await pdf(1, 430, 210), interior, { size: "12x12" }))).toMatchObject({
      error: "fileProblem",
      areaId: "cover",
    });
    expect(await addToCart(photoBook(await pdf(1, 616, 306), interior, { size: "12x12" }))).toMatchObject({
      ok: true,
    });
  });

  it("wants a PDF interior, a file for each area, and only the product's areas", async () => {
    const cover = await pdf(1, 430, 210);
    expect(await addToCart(photoBook(cover, await png(2480, 2480)))).toMatchObject({
      error: "fileProblem",
      message: { key: "readinessInteriorNotPdf", values: { expected: 20 } },
    });
    const onlyCover = { ...photoBook(cover, cover), files: [{ areaId: "cover", uploadId: cover }] };
    expect(await addToCart(onlyCover)).toEqual({
      ok: false,
      error: "missingAreaFile",
      areaName: "Interior pages",
    });
    const wrongArea = { ...photoBook(cover, cover), files: [{ areaId: "front", uploadId: cover }] };
    expect(await addToCart(wrongArea)).toEqual({ ok: false, error: "invalid" });
  });

  it("keeps which file is the cover and which the interior on the line, with the areas' names", async () => {
    request.locale = "th";
    const cover = await pdf(1, 430, 210);
    const interior = await pdf(20, 210, 210);
    const result = await addToCart(photoBook(cover, interior));
    if (!result.ok) throw new Error(`expected a cart, got ${result.error}`);
    expect(result.cart.lines[0]!.files).toEqual([
      { id: cover, name: expect.any(String), kind: "pdf", areaId: "cover", areaName: "ปก" },
      { id: interior, name: expect.any(String), kind: "pdf", areaId: "interior", areaName: "หน้าเนื้อใน" },
    ]);
    // The same two files the other way round are another line, and are refused here (sizes differ).
    expect(
      await addToCart({
        ...photoBook(cover, interior),
        files: [
          { areaId: "cover", uploadId: interior },
          { areaId: "interior", uploadId: cover },
        ],
      }),
    ).toMatchObject({ ok: false, error: "fileProblem" });
    const again = await addToCart(photoBook(cover, interior));
    expect(again.ok && again.cart.lines).toHaveLength(1);
    expect(again.ok && again.cart.lines[0]!.quantity).toBe(2);
  });
});
