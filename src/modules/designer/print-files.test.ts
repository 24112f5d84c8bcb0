import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createCart } from "@/modules/cart/server";
import { designDocumentSchema, POINTS_PER_MM, type DesignDocument } from "@/modules/print-design";
import { findDesignById, updateDesign } from "@/modules/print-design/server";
import { printReadiness } from "@/modules/uploads";
import { storeTestUpload } from "@/modules/uploads/testing";
import { designs } from "@/server/db/schema/print-design";
import { uploads } from "@/server/db/schema/uploads";
import { fileStorage } from "@/server/storage";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import { printDesignFiles } from "./print-files.server";

const testDb = freshDatabasePerTest();

/** A real 600 × 300 PNG, as a visitor would upload a logo. */
async function storedLogo(cartId: string): Promise<string> {
  const png = await sharp({ create: { width: 600, height: 300, channels: 3, background: "#cc2200" } })
    .png()
    .toBuffer();
  return storeTestUpload(testDb.current, png, {
    kind: "png",
    mimeType: "image/png",
    originalName: "logo.png",
    widthPx: 600,
    heightPx: 300,
    cartId,
  });
}

function postcard(logo: string): DesignDocument {
  return designDocumentSchema.parse({
    version: 1,
    productId: 1003,
    trim: { width: 148, height: 105 },
    sides: [
      {
        areaId: "front",
        background: "#fef3c7",
        elements: [
          { id: "logo", kind: "image", uploadId: logo, x: 20, y: 20, width: 50, height: 25, rotation: 0 },
          {
            id: "greeting",
            kind: "text",
            x: 20,
            y: 60,
            width: 100,
            height: 12,
            rotation: 0,
            text: "สวัสดีปีใหม่ Happy New Year",
            font: "prompt",
            weight: 700,
            size: 18,
            color: "#7c2d12",
            align: "left",
          },
        ],
      },
      { areaId: "back", background: null, elements: [] },
    ],
  });
}

async function stored(key: string): Promise<Buffer> {
  return fileStorage().withLocalFile(key, async (file) => (await import("node:fs/promises")).readFile(file));
}

describe(`a design's print files (${testEngine})`, () => {
  it("draws one PDF upload per side from a frozen copy, each the trim plus bleed", async () => {
    const cartId = await createCart(testDb.current);
    const document = postcard(await storedLogo(cartId));
    const result = await printDesignFiles(cartId, { name: "New year card", document });
    if (!result.ok) throw new Error(`not printed: ${result.error}`);
    expect(result.files.map((file) => file.areaId)).toEqual(["front", "back"]);

    const rows = await testDb.current.select().from(uploads).where(eq(uploads.kind, "pdf"));
    expect(rows).toHaveLength(2);
    const [designId] = new Set(rows.map((row) => row.designId));
    const frozen = await findDesignById(designId!);
    expect(frozen).toMatchObject({ frozen: true, name: "New year card", document });
    for (const row of rows) {
      expect(row).toMatchObject({
        cartId,
        pageCount: 1,
        pageWidthMm: 154,
        pageHeightMm: 111,
        cutContour: false,
      });
      expect(row.originalName).toMatch(/^New year card-(front|back)\.pdf$/);
      const pdf = await PDFDocument.load(await stored(row.storageKey));
      expect(pdf.getPage(0).getMediaBox().width).toBeCloseTo(154 * POINTS_PER_MM, 2);
      expect(row.previewKey).not.toBeNull();
      expect((await stored(row.previewKey!)).subarray(8, 12).toString("latin1")).toBe("WEBP");
    }
  });

  it("makes files the upload check passes for the product's print area", async () => {
    const cartId = await createCart(testDb.current);
    const result = await printDesignFiles(cartId, {
      name: "Card",
      document: postcard(await storedLogo(cartId)),
    });
    if (!result.ok) throw new Error(result.error);
    const [row] = await testDb.current
      .select()
      .from(uploads)
      .where(eq(uploads.id, result.files[0]!.uploadId));
    const readiness = printReadiness(
      {
        kind: "pdf",
        widthPx: null,
        heightPx: null,
        pageCount: 1,
        pageWidthMm: row!.pageWidthMm,
        pageHeightMm: row!.pageHeightMm,
        cutContour: false,
      },
      { width: 148, height: 105, pages: 1, cutLine: false, file: "product" },
    );
    expect(readiness?.status).toBe("good");
  });

  it("draws a garment's print area at its own size: no bleed, as the account's specs say", async () => {
    const cartId = await createCart(testDb.current);
    const shirt = designDocumentSchema.parse({
      ...postcard(await storedLogo(cartId)),
      trim: { width: 300, height: 400 },
      bleed: 0,
      safety: 10,
    });
    const result = await printDesignFiles(cartId, { name: "Shirt", document: shirt });
    if (!result.ok) throw new Error(result.error);
    const [row] = await testDb.current
      .select()
      .from(uploads)
      .where(eq(uploads.id, result.files[0]!.uploadId));
    expect(row).toMatchObject({ pageWidthMm: 300, pageHeightMm: 400 });
    const page = (await PDFDocument.load(await stored(row!.storageKey))).getPage(0);
    expect(page.getTrimBox()).toEqual(page.getMediaBox());
    const readiness = printReadiness(
      {
        kind: "pdf",
        widthPx: null,
        heightPx: null,
        pageCount: 1,
        pageWidthMm: 300,
        pageHeightMm: 400,
        cutContour: false,
      },
      { width: 300, height: 400, pages: 1, cutLine: false, file: "product" },
    );
    expect(readiness?.status).toBe("good");
  });

  it("refuses an image that is not one of the cart's uploads, and keeps no file", async () => {
    const mine = await createCart(testDb.current);
    const theirs = await createCart(testDb.current);
    const result = await printDesignFiles(mine, {
      name: "Card",
      document: postcard(await storedLogo(theirs)),
    });
    expect(result).toEqual({ ok: false, error: "imageNotFound" });
    expect(await testDb.current.select().from(uploads).where(eq(uploads.kind, "pdf"))).toHaveLength(0);
  });

  it("keeps the frozen copy as it was: autosave can't change it", async () => {
    const cartId = await createCart(testDb.current);
    const document = postcard(await storedLogo(cartId));
    await printDesignFiles(cartId, { name: "Card", document });
    const [copy] = await testDb.current.select().from(designs).where(eq(designs.frozen, true));
    const blank = { ...document, sides: document.sides.map((side) => ({ ...side, elements: [] })) };
    expect(await updateDesign(copy!.id, cartId, { document: blank, name: "edited" })).toBe(false);
    expect(await findDesignById(copy!.id)).toMatchObject({ name: "Card", document });
  });
});
