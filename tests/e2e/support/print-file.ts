/**
 * What the printer received for a designed line, read the way a prepress check reads it: the page
 * boxes, the fonts, the text, and the page drawn at 300 dpi by pdf.js, compared with the designer's own
 * preview (docs/designer.md#one-renderer).
 */
import { createCanvas, loadImage } from "@napi-rs/canvas";
import { PDFDocument } from "pdf-lib";
import { getDocumentProxy, renderPageAsImage } from "unpdf";
import {
  blockDifference,
  comparableThai,
  ensureArrayBufferTransfer,
  pageFonts,
} from "../../../src/modules/print-design/testing";

export { comparableThai };

ensureArrayBufferTransfer();

const POINTS_PER_MM = 72 / 25.4;

/** The first page's boxes in millimetres, and its fonts: base name and whether the font file is in the PDF. */
export async function printFileFacts(bytes: Uint8Array) {
  const pdf = await PDFDocument.load(bytes);
  const page = pdf.getPage(0);
  const mm = (box: { width: number; height: number }) => ({
    width: box.width / POINTS_PER_MM,
    height: box.height / POINTS_PER_MM,
  });
  return {
    pageCount: pdf.getPageCount(),
    mediaBox: mm(page.getMediaBox()),
    trimBox: mm(page.getTrimBox()),
    fonts: pageFonts(pdf),
  };
}

/** The text a reader extracts from page 1. */
export async function printFileText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const content = await (await pdf.getPage(1)).getTextContent();
  return content.items.map((item) => ("str" in item ? item.str : "")).join("");
}

/**
 * Share of 6 × 6 pixel blocks that differ between page 1 drawn by pdf.js at 300 dpi and the designer's
 * preview PNG of the same side (drawn by drawSide at 300 dpi in the browser), both on white.
 */
export async function differenceFromPreview(pdfBytes: Uint8Array, previewPng: Buffer): Promise<number> {
  const preview = await loadImage(previewPng);
  const rendered = await loadImage(
    Buffer.from(
      await renderPageAsImage(new Uint8Array(pdfBytes), 1, {
        canvasImport: () => import("@napi-rs/canvas"),
        scale: 300 / 72,
      }),
    ),
  );
  const width = preview.width;
  const height = preview.height;
  const onWhite = (image: typeof preview) => {
    const context = createCanvas(width, height).getContext("2d");
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, width, height);
    context.drawImage(image, 0, 0);
    return context.getImageData(0, 0, width, height).data;
  };
  // pdf.js's canvas may be a pixel narrower (it rounds the page down): that column is white in both.
  return blockDifference(onWhite(preview), onWhite(rendered), width, height);
}
