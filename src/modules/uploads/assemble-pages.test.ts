import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { assemblePages } from "./assemble-pages.server";
import { handWrittenPdf } from "./test-fixtures";

const POINTS_PER_MM = 72 / 25.4;
const mm = (points: number) => Math.round((points / POINTS_PER_MM) * 10) / 10;

/** A one-page PDF of `width × height` mm: the A6 postcard at trim + 3 mm bleed is 154 × 111. */
const pdfSide = (widthMm: number, heightMm: number, pages = 1) =>
  new Uint8Array(
    handWrittenPdf({ pages, width: widthMm * POINTS_PER_MM, height: heightMm * POINTS_PER_MM }).head,
  );

const image = async (format: "png" | "jpeg", width: number, height: number) =>
  new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: "#1f2937" } })
      .toFormat(format)
      .toBuffer(),
  );

async function pagesOf(bytes: Uint8Array) {
  const document = await PDFDocument.load(bytes);
  return document.getPages().map((page) => ({
    media: [mm(page.getMediaBox().width), mm(page.getMediaBox().height)],
    trim: page.getTrimBox(),
    content: page.node.Contents() !== undefined,
  }));
}

describe("assemblePages", () => {
  it("puts a PDF front and a PDF back into one file, front first, each page as it was", async () => {
    const assembled = await assemblePages([
      { kind: "pdf", bytes: pdfSide(154, 111) },
      { kind: "pdf", bytes: pdfSide(111, 154) },
    ]);
    expect(assembled.pageCount).toBe(2);
    expect(await pagesOf(assembled.bytes)).toMatchObject([
      { media: [154, 111], content: true },
      { media: [111, 154], content: true },
    ]);
    expect(Math.round(assembled.pageWidthMm)).toBe(154);
  });

  it("takes only the first page of a side that has more", async () => {
    const assembled = await assemblePages([
      { kind: "pdf", bytes: pdfSide(154, 111, 3) },
      { kind: "pdf", bytes: pdfSide(154, 111) },
    ]);
    expect(assembled.pageCount).toBe(2);
  });

  it("makes an image side a page of trim plus 3 mm bleed, turned like the image, with its trim box", async () => {
    const assembled = await assemblePages([
      { kind: "pdf", bytes: pdfSide(154, 111) },
      // A portrait photo for a landscape A6 card: printed portrait, as the upload check judged it.
      { kind: "jpeg", bytes: await image("jpeg", 1240, 1748), widthMm: 148, heightMm: 105 },
      { kind: "png", bytes: await image("png", 1748, 1240), widthMm: 148, heightMm: 105 },
    ]);
    const pages = await pagesOf(assembled.bytes);
    expect(pages.map((page) => page.media)).toEqual([
      [154, 111],
      [111, 154],
      [154, 111],
    ]);
    const bleed = 3 * POINTS_PER_MM;
    expect(pages[2]!.trim.x).toBeCloseTo(bleed, 3);
    expect(mm(pages[2]!.trim.width)).toBe(148);
    expect(mm(pages[2]!.trim.height)).toBe(105);
  });

  it("makes the same bytes from the same sides, so a file once sent keeps its MD5", async () => {
    const parts = [
      { kind: "pdf" as const, bytes: pdfSide(154, 111) },
      { kind: "png" as const, bytes: await image("png", 600, 400), widthMm: 148, heightMm: 105 },
    ];
    const first = await assemblePages(parts);
    const second = await assemblePages(parts);
    expect(Buffer.from(second.bytes).equals(Buffer.from(first.bytes))).toBe(true);
  });

  it("refuses a side that is not a readable PDF", async () => {
    await expect(
      assemblePages([{ kind: "pdf", bytes: new Uint8Array(Buffer.from("%PDF-1.4\nnot really")) }]),
    ).rejects.toThrow();
  });
});
