import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { CATALOG_TAG } from "@/modules/catalog/server";
import { seedTestCatalog } from "@/modules/catalog/testing";
import { handWrittenPdf } from "@/modules/uploads/testing";
import { invalidateTags } from "@/server/cache";
import { printAreas } from "@/server/db/schema/catalog";
import { uploads } from "@/server/db/schema/uploads";
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

/** A 61 × 61 mm PDF in file storage, with a CutContour cut line when a colourant name is given. */
async function storePdf(storageKey: string, cutContour?: string): Promise<void> {
  const bytes = handWrittenPdf({ width: 61 * MM, height: 61 * MM, cutContour }).head;
  await fileStorage().write(storageKey, Readable.from([bytes]));
}

/**
 * A PDF stored as the upload route stores it. Its row says whether the analysis found a cut line
 * (`recorded`), or nothing about it, as for a PDF analysed before the row kept that (the default).
 */
async function storedPdf(cutContour?: string, recorded: boolean | null = null): Promise<string> {
  const storageKey = `test/${crypto.randomUUID()}`;
  await storePdf(storageKey, cutContour);
  return uploadInThisBrowser(testDb.current, {
    storageKey,
    pageCount: 1,
    pageWidthMm: 61,
    pageHeightMm: 61,
    cutContour: recorded,
  });
}

async function rowOf(id: string) {
  const [row] = await testDb.current
    .select({ storageKey: uploads.storageKey, cutContour: uploads.cutContour })
    .from(uploads)
    .where(eq(uploads.id, id));
  return row!;
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

  it("goes by what the analysis recorded on the row, without reading the file again", async () => {
    // The stored files are gone (or changed) since the analysis: the row's answer still decides.
    const withLine = await storedPdf("CutContour", true);
    await fileStorage().delete((await rowOf(withLine)).storageKey);
    expect(await addToCart(card(withLine))).toMatchObject({ ok: true });

    const without = await storedPdf(undefined, false);
    await storePdf((await rowOf(without)).storageKey, "CutContour");
    expect(await addToCart(card(without))).toMatchObject({
      ok: false,
      error: "fileProblem",
      message: { key: "readinessCutLineMissing" },
    });
  });

  it("reads a PDF recorded before the row kept its cut line once, and keeps the answer", async () => {
    const withLine = await storedPdf("CutContour");
    const without = await storedPdf();
    expect(await addToCart(card(withLine))).toMatchObject({ ok: true });
    expect(await addToCart(card(without))).toMatchObject({ ok: false, error: "fileProblem" });
    expect((await rowOf(withLine)).cutContour).toBe(true);
    expect((await rowOf(without)).cutContour).toBe(false);

    // From now on the row answers: the file is not needed any more.
    await fileStorage().delete((await rowOf(withLine)).storageKey);
    expect(await addToCart(card(withLine))).toMatchObject({ ok: true });
  });

  it("refuses a PDF whose file cannot be read, and leaves its row to be read again later", async () => {
    const lost = await storedPdf("CutContour");
    await fileStorage().delete((await rowOf(lost)).storageKey);
    expect(await addToCart(card(lost))).toMatchObject({
      ok: false,
      error: "fileProblem",
      message: { key: "readinessCutLineMissing" },
    });
    expect((await rowOf(lost)).cutContour).toBeNull();
  });
});
