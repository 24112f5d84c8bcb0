import "server-only";
import { PDFDocument, type PDFPage } from "pdf-lib";

/**
 * One side of a double-sided product, as it becomes a page of the printer's file
 * (docs/product-rules.md#sides): a PDF gives its first page as it is (vector, fonts and boxes kept); an
 * image is placed on a page of the side's trim size plus bleed.
 */
export type PagePart =
  | { kind: "pdf"; bytes: Uint8Array }
  | { kind: "jpeg" | "png"; bytes: Uint8Array; widthMm: number; heightMm: number };

export type AssembledPages = {
  bytes: Uint8Array;
  pageCount: number;
  pageWidthMm: number;
  pageHeightMm: number;
};

const POINTS_PER_MM = 72 / 25.4;
/** The bleed an image side is given on each edge: the one the upload check assumes (print-readiness.ts). */
const IMAGE_BLEED_MM = 3;

/**
 * One PDF with a page per part, in order. Throws when a PDF part can't be read (the caller tells staff).
 * No dates or producer are written, so the same parts make the same bytes.
 */
export async function assemblePages(parts: readonly PagePart[]): Promise<AssembledPages> {
  const document = await PDFDocument.create({ updateMetadata: false });
  for (const part of parts) {
    if (part.kind === "pdf") {
      const source = await PDFDocument.load(part.bytes, { updateMetadata: false });
      const [page] = await document.copyPages(source, [0]);
      document.addPage(page);
    } else {
      await addImagePage(document, part);
    }
  }
  const first = document.getPage(0).getMediaBox();
  return {
    bytes: await document.save(),
    pageCount: document.getPageCount(),
    pageWidthMm: first.width / POINTS_PER_MM,
    pageHeightMm: first.height / POINTS_PER_MM,
  };
}

/**
 * A page of trim + bleed, turned like the image (a landscape photo on a portrait card is printed
 * landscape, as the upload check judged it), filled by the image the way the product page previews it:
 * scaled to cover the page and centred, the overflow cut off. TrimBox and BleedBox say where it is cut.
 */
async function addImagePage(
  document: PDFDocument,
  part: Extract<PagePart, { kind: "jpeg" | "png" }>,
): Promise<PDFPage> {
  const image =
    part.kind === "jpeg" ? await document.embedJpg(part.bytes) : await document.embedPng(part.bytes);
  const landscape = image.width > image.height;
  const [trimWidth, trimHeight] =
    landscape === part.widthMm > part.heightMm || image.width === image.height
      ? [part.widthMm, part.heightMm]
      : [part.heightMm, part.widthMm];
  const bleed = IMAGE_BLEED_MM * POINTS_PER_MM;
  const width = trimWidth * POINTS_PER_MM + 2 * bleed;
  const height = trimHeight * POINTS_PER_MM + 2 * bleed;
  const page = document.addPage([width, height]);
  const scale = Math.max(width / image.width, height / image.height);
  page.drawImage(image, {
    x: (width - image.width * scale) / 2,
    y: (height - image.height * scale) / 2,
    width: image.width * scale,
    height: image.height * scale,
  });
  page.setBleedBox(0, 0, width, height);
  page.setTrimBox(bleed, bleed, width - 2 * bleed, height - 2 * bleed);
  return page;
}
