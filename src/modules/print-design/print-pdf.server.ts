import "server-only";
import { createCanvas, loadImage, PDFDocument as SkiaPdf } from "@napi-rs/canvas";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import type { DesignSide } from "./document-schema";
import type { DrawingContext } from "./drawing-context";
import { drawSide } from "./draw-side";
import { registerDesignFonts } from "./fonts.server";
import { POINTS_PER_MM, type SideGeometry } from "./geometry";
import { swapInOriginals, withStandIns, type Original } from "./image-passthrough.server";
import { completeToUnicode } from "./to-unicode.server";

/**
 * One side of a design as a one-page vector PDF (docs/designer.md#print-file): the page is the trim plus
 * the bleed, TrimBox and BleedBox set; text stays text in embedded font subsets; images are placed at
 * the resolution they were uploaded at (a JPEG or opaque PNG as its own bytes, image-passthrough.server.ts). Skia's
 * PDF backend draws through the same `drawSide` as the designer's canvas; pdf-lib then writes the exact
 * page boxes (Skia rounds the page to whole points). `images` holds the uploaded files' bytes by id.
 */
export async function renderSidePdf(
  side: DesignSide,
  geometry: SideGeometry,
  images: ReadonlyMap<string, Uint8Array>,
): Promise<Uint8Array> {
  registerDesignFonts();
  const { drawn, originals } = withStandIns(images);
  const decoded = new Map<string, unknown>();
  for (const [id, image] of drawn) {
    decoded.set(id, image instanceof Uint8Array ? await loadImage(Buffer.from(image)) : image);
  }
  const width = geometry.pageWidthMm * POINTS_PER_MM;
  const height = geometry.pageHeightMm * POINTS_PER_MM;
  const skia = new SkiaPdf({ creator: "PrintGo designer", producer: "PrintGo (Skia/PDF)" });
  const page = skia.beginPage(width, height);
  drawSide(page as unknown as DrawingContext, side, geometry, {
    scale: POINTS_PER_MM,
    images: decoded,
    missingImage: "error",
  });
  skia.endPage();
  decoded.clear();
  return finished(skia.close(), geometry, originals);
}

/**
 * The originals in their stand-ins' places, and the exact page boxes: Skia writes a MediaBox of whole
 * points and draws from its top edge down, so the exact page is the trim plus bleed hanging from that
 * same top edge, and nothing drawn moves.
 */
async function finished(
  bytes: Uint8Array,
  geometry: SideGeometry,
  originals: Original[],
): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(bytes);
  await swapInOriginals(pdf, originals);
  completeToUnicode(pdf);
  const width = geometry.pageWidthMm * POINTS_PER_MM;
  const height = geometry.pageHeightMm * POINTS_PER_MM;
  const bleed = geometry.bleedMm * POINTS_PER_MM;
  for (const page of pdf.getPages()) {
    const top = page.getMediaBox().height + page.getMediaBox().y;
    const bottom = top - height;
    page.setMediaBox(0, bottom, width, height);
    page.setBleedBox(0, bottom, width, height);
    page.setTrimBox(bleed, bottom + bleed, width - 2 * bleed, height - 2 * bleed);
  }
  pdf.setProducer("PrintGo (Skia/PDF, pdf-lib)");
  return pdf.save({ useObjectStreams: false });
}

/** Longest edge of a design's thumbnail in the cart and on the order, pixels. */
const PREVIEW_PX = 600;

/** The side as a WebP thumbnail, drawn by the same renderer: the cart shows what will print. */
export async function renderSidePreview(
  side: DesignSide,
  geometry: SideGeometry,
  images: ReadonlyMap<string, Uint8Array>,
): Promise<Buffer> {
  registerDesignFonts();
  // A thumbnail needs no more pixels than it shows: libvips shrinks a JPEG while decoding it, so a
  // 50 MB photo never becomes a full-size bitmap here.
  const decoded = new Map<string, unknown>();
  for (const [id, bytes] of images) {
    const small = await sharp(bytes)
      .resize(PREVIEW_PX * 2, PREVIEW_PX * 2, { fit: "inside", withoutEnlargement: true })
      .png({ compressionLevel: 0 })
      .toBuffer();
    decoded.set(id, await loadImage(small));
  }
  const scale = PREVIEW_PX / Math.max(geometry.pageWidthMm, geometry.pageHeightMm);
  const canvas = createCanvas(
    Math.round(geometry.pageWidthMm * scale),
    Math.round(geometry.pageHeightMm * scale),
  );
  const context = canvas.getContext("2d");
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, canvas.width, canvas.height);
  drawSide(context as unknown as DrawingContext, side, geometry, {
    scale,
    images: decoded,
    missingImage: "error",
  });
  // Encoded on this thread, never with the async `encode`: in the @napi-rs/canvas we use, that one reads
  // the pixels on a pool thread without holding the canvas, and a garbage collection in between frees
  // them under it: the process dies (SIGSEGV). docs/designer.md#print-file.
  return canvas.encodeSync("webp", 85);
}
