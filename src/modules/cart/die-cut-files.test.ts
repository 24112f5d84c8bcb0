import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { CATALOG_TAG } from "@/modules/catalog/server";
import { seedTestCatalog } from "@/modules/catalog/testing";
import { handWrittenPdf } from "@/modules/uploads/testing";
import { invalidateTags } from "@/server/cache";
import { printAreas } from "@/server/db/schema/catalog";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import { nextRequestPerTest } from "@/test/next-headers";
import { fileStorage } from "@/server/storage";
import { addToCart } from "./actions";
import { uploadInThisBrowser } from "./testing";

// The actions read the request's cookies and locale; outside Next.js these stand in.
vi.mock("next-intl/server", () => ({ getLocale: async () => "en" }));
vi.mock("next/headers", () => import("@/test/next-headers"));

const testDb = freshDatabasePerTest();
nextRequestPerTest();

/** The square business card (product 12, 55 × 55 mm) made a die-cut design: it needs a cut line. */
const SQUARE_CARD = 12;
const MM = 72 / 25.4;

/**
 * A PDF stored as the upload route stores it, its row saying only what the row keeps (the cut line
 * is not among it): the cart must find it in the file.
 */
async function storedPdf(cutContour?: string): Promise<string> {
  const storageKey = `test/${crypto.randomUUID()}`;
  const bytes = handWrittenPdf({ width: 61 * MM, height: 61 * MM, cutContour }).head;
  await fileStorage().write(storageKey, Readable.from([bytes]));
  return uploadInThisBrowser(testDb.current, { storageKey, pageCount: 1, pageWidthMm: 61, pageHeightMm: 61 });
}

const card = (uploadId: string) => ({
  productId: SQUARE_CARD,
  quantity: 1,
  options: { finish: "matte" },
  files: [{ areaId: "front", uploadId }],
});

describe(`a die-cut design in the cart (${testEngine})`, () => {
  beforeEach(async () => {
    await seedTestCatalog(testDb.current);
    await testDb.current
      .update(printAreas)
      .set({ cutLine: true })
      .where(eq(printAreas.productId, SQUARE_CARD));
    await invalidateTags([CATALOG_TAG]);
  });

  it("refuses a PDF without a CutContour spot colour, with the message that says how to add one", async () => {
    expect(await addToCart(card(await storedPdf()))).toEqual({
      ok: false,
      error: "fileProblem",
      areaId: "front",
      areaName: "Front",
      message: { key: "readinessCutLineMissing", values: {} },
    });
  });

  it("refuses an image, which cannot carry a cut line", async () => {
    const image = await uploadInThisBrowser(testDb.current, {
      kind: "png",
      mimeType: "image/png",
      widthPx: 2000,
      heightPx: 2000,
    });
    expect(await addToCart(card(image))).toMatchObject({
      ok: false,
      error: "fileProblem",
      message: { key: "readinessCutLineNotPdf" },
    });
  });

  it("takes a PDF whose page declares the CutContour separation", async () => {
    expect(await addToCart(card(await storedPdf("CutContour")))).toMatchObject({ ok: true });
  });
});
