import "server-only";
import { pathToFileURL } from "node:url";
import { createIsomorphicCanvasFactory, getDocumentProxy } from "unpdf";
import { ensureArrayBufferTransfer } from "@/lib/array-buffer-transfer";
import type { Logger } from "@/server/log";
import { MAX_IMAGE_PIXELS } from "./constants";
import { hasCutContour } from "./cut-contour";
import { UploadError } from "./upload-error";

// Else pdf.js draws a PDF's pages without their text on Node 20 (see the function).
ensureArrayBufferTransfer();

const MM_PER_POINT = 25.4 / 72;
/** The first page is drawn to fit this box, then scaled down to the thumbnail. */
const RENDER_BOX_PX = 800;
const RENDER_TIMEOUT_MS = 10_000;

export type PdfFacts = {
  pageCount: number;
  pageWidthMm: number;
  pageHeightMm: number;
  /** It declares a CutContour spot colour, the cut line of a die-cut sticker (cut-contour.ts). */
  cutContour: boolean;
  /** The first page as PNG, or null when it could not be drawn (the widget then shows a PDF icon). */
  firstPage: Buffer | null;
};

/**
 * Page count and first-page size of a PDF on disk (pdf.js via unpdf), and a picture of that page.
 * pdf.js reads the file by ranges (the cross-reference table at the end, then the objects it needs),
 * so a 50 MB PDF is not loaded whole. A file pdf.js cannot open is unreadable; a page it cannot draw
 * only costs the preview.
 */
export async function analysePdf(file: string, logger: Logger): Promise<PdfFacts> {
  // One document for facts and picture: a PDF with a broken cross-reference table makes pdf.js read
  // the whole file, and that should happen once, not twice.
  const CanvasFactory = await createIsomorphicCanvasFactory(() => import("@napi-rs/canvas")).catch(
    (error: unknown) => void logger.warn({ err: error }, "@napi-rs/canvas unavailable; PDFs get no preview"),
  );
  const document = await openPdf(file, CanvasFactory).catch(() => {
    throw new UploadError("unreadable");
  });
  try {
    if (document.numPages < 1) throw new UploadError("unreadable");
    const page = await document.getPage(1).catch(() => {
      throw new UploadError("unreadable");
    });
    // The viewport applies the page's rotation and UserUnit; its size at scale 1 is in points.
    const { width, height } = page.getViewport({ scale: 1 });
    if (!(width > 0 && height > 0)) throw new UploadError("unreadable");
    const firstPage = CanvasFactory
      ? await drawPage(page, CanvasFactory).catch((error: unknown) => {
          logger.warn({ err: error }, "pdf first page could not be drawn; no preview");
          return null;
        })
      : null;
    return {
      pageCount: document.numPages,
      pageWidthMm: round1(width * MM_PER_POINT),
      pageHeightMm: round1(height * MM_PER_POINT),
      // Read by chunks, after pdf.js has accepted the file; a read error only means "none found".
      cutContour: await hasCutContour(file).catch(() => false),
      firstPage,
    };
  } finally {
    await document.destroy();
  }
}

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;
type PdfPage = Awaited<ReturnType<PdfDocument["getPage"]>>;
type CanvasFactoryClass = Awaited<ReturnType<typeof createIsomorphicCanvasFactory>>;

function openPdf(file: string, CanvasFactory: CanvasFactoryClass | undefined): Promise<PdfDocument> {
  return getDocumentProxy(undefined, {
    url: pathToFileURL(file).href,
    // Range reads only: no streaming of the whole file, no background fetching of the rest.
    disableStream: true,
    disableAutoFetch: true,
    rangeChunkSize: 64 * 1024,
    isEvalSupported: false,
    // Embedded images above this are skipped when drawing rather than decoded (bomb guard).
    maxImageSize: MAX_IMAGE_PIXELS / 2,
    verbosity: 0,
    ...(CanvasFactory ? { CanvasFactory } : {}),
  });
}

/** The page drawn to fit RENDER_BOX_PX, as PNG; given up after RENDER_TIMEOUT_MS. */
async function drawPage(page: PdfPage, CanvasFactory: CanvasFactoryClass): Promise<Buffer> {
  const natural = page.getViewport({ scale: 1 });
  const viewport = page.getViewport({
    scale: Math.min(RENDER_BOX_PX / natural.width, RENDER_BOX_PX / natural.height),
  });
  const factory = new CanvasFactory();
  const { canvas, context } = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
  try {
    const task = page.render({ canvas, canvasContext: context, viewport } as unknown as Parameters<
      PdfPage["render"]
    >[0]);
    const timer = setTimeout(() => task.cancel(), RENDER_TIMEOUT_MS);
    try {
      await task.promise;
    } finally {
      clearTimeout(timer);
    }
    if (!("encode" in canvas)) throw new Error("expected a @napi-rs/canvas canvas");
    // Not the async `encode`, which can lose the canvas to a garbage collection mid-encode
    // (docs/designer.md#print-file); this runs in the analysis child, one file at a time.
    return canvas.encodeSync("png");
  } finally {
    factory.destroy({ canvas, context });
  }
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
