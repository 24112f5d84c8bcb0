/**
 * One render of a design side, for the designer's rows of `npm run bench` (scripts/bench-designer.ts):
 * `node --import tsx --conditions=react-server --max-old-space-size=256 scripts/lib/render-design-once.ts
 * <card|poster> [imageFile]`, run from the project's root (the fonts are read from its node_modules).
 * It runs as the shop's analysis child does (src/modules/uploads/analysis-child.ts: the react-server
 * condition, the same V8 heap, about the same modules loaded), reads the image file the way that child
 * does, draws the side's print PDF and its thumbnail, and prints one line of JSON:
 *
 * - `ms`: renderSidePdf plus renderSidePreview only (the fonts are registered before, as a long-lived
 *   analysis child does once; module loading and reading the file are not counted);
 * - `maxRssMb`: the process's peak resident memory (`process.resourceUsage().maxRSS`), which includes
 *   loading the modules (`loadedRssMb`: resident before the render);
 * - `pdfBytes`, and to say where the time goes: `pdfMs` and `previewMs`; last the PDF's image
 *   XObjects with their /Filter and size (DCTDecode: the JPEG passed through as uploaded; FlateDecode:
 *   an opaque PNG's own rows, about the file's size, or pixels Skia decoded and compressed again),
 *   read after the peak was taken.
 */
import { readFileSync } from "node:fs";
import { PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
import { designDocumentSchema, documentGeometry, type DesignDocument } from "../../src/modules/print-design";
import { registerDesignFonts, renderSidePdf, renderSidePreview } from "../../src/modules/print-design/server";
// eslint-disable-next-line module-boundaries/imports -- a bench, not the shop: it draws the designer tests' card
import { businessCardDocument } from "../../src/modules/print-design/testing";
// What the shop's analysis child loads besides the renderer (it measures uploads with sharp and pdf.js),
// so the memory before the render is about that child's.
import "sharp";
import "unpdf";

export type RenderCase = "card" | "poster";

type PdfImage = { filter: string; width: number; height: number; bytes: number };

export type RenderResult = {
  ms: number;
  maxRssMb: number;
  pdfBytes: number;
  loadedRssMb: number;
  pdfMs: number;
  previewMs: number;
  previewBytes: number;
  images: PdfImage[];
};

/** The poster's image: an upload id as the document schema wants one (the file is given by path). */
const POSTER_UPLOAD_ID = "5e1f0c2a-0b7d-4c1e-9a50-000000000050";

/**
 * An A3 poster (297 × 420 mm): one image over the whole page, bleed included, and a headline on it.
 * The renderer doesn't read the product, so `productId` is only there for the schema.
 */
function posterDocument(): DesignDocument {
  return {
    version: 1,
    productId: 1,
    trim: { width: 297, height: 420 },
    bleed: 3,
    safety: 3,
    sides: [
      {
        areaId: "front",
        background: null,
        elements: [
          {
            id: "photo",
            kind: "image",
            x: 0,
            y: 0,
            width: 303,
            height: 426,
            rotation: 0,
            uploadId: POSTER_UPLOAD_ID,
          },
          {
            id: "headline",
            kind: "text",
            x: 20,
            y: 30,
            width: 263,
            height: 60,
            rotation: 0,
            text: "ลดราคาใหญ่ Poster Sale",
            font: "prompt",
            weight: 700,
            size: 72,
            color: "#ffffff",
            align: "center",
          },
        ],
      },
    ],
  };
}

/** The image XObjects of a PDF as pdf-lib reads them: how each is compressed, its pixels and bytes. */
async function pdfImages(bytes: Uint8Array): Promise<PdfImage[]> {
  const pdf = await PDFDocument.load(bytes);
  const images: PdfImage[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    if (object.dict.get(PDFName.of("Subtype")) !== PDFName.of("Image")) continue;
    images.push({
      filter: object.dict.get(PDFName.of("Filter"))?.toString() ?? "none",
      width: Number(object.dict.get(PDFName.of("Width"))?.toString()),
      height: Number(object.dict.get(PDFName.of("Height"))?.toString()),
      bytes: object.contents.byteLength,
    });
  }
  return images;
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

async function main(): Promise<void> {
  const [which, imageFile] = process.argv.slice(2);
  if (which !== "card" && which !== "poster")
    throw new Error("usage: render-design-once.ts <card|poster> [imageFile]");
  if (which === "poster" && !imageFile) throw new Error("the poster needs its image file");
  const document = designDocumentSchema.parse(which === "card" ? businessCardDocument() : posterDocument());
  const side = document.sides[0]!;
  const geometry = documentGeometry(document);
  // As the analysis child: the files' bytes by upload id, read before drawing.
  const images = new Map<string, Uint8Array>();
  if (which === "poster") images.set(POSTER_UPLOAD_ID, new Uint8Array(readFileSync(imageFile!)));
  await registerDesignFonts();
  // The shop's analysis child is long-lived: the renderer's modules (loaded on first use) are warm.
  await renderSidePdf({ ...side, elements: [] }, geometry, new Map());
  const loadedRssMb = mb(process.memoryUsage().rss);

  const t0 = performance.now();
  const pdf = await renderSidePdf(side, geometry, images);
  const t1 = performance.now();
  const preview = await renderSidePreview(side, geometry, images);
  const t2 = performance.now();
  const maxRssMb = Math.round(process.resourceUsage().maxRSS / 1024);

  const pdfImageObjects = await pdfImages(pdf);

  const result: RenderResult = {
    ms: t2 - t0,
    maxRssMb,
    pdfBytes: pdf.byteLength,
    loadedRssMb,
    pdfMs: t1 - t0,
    previewMs: t2 - t1,
    previewBytes: preview.byteLength,
    images: pdfImageObjects,
  };
  console.log(JSON.stringify(result));
}

await main();
