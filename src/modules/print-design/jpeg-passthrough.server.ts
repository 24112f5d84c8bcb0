import "server-only";
import { createCanvas, type Canvas } from "@napi-rs/canvas";
import { PDFDict, PDFName, PDFNumber, PDFRawStream, PDFRef, type PDFDocument } from "pdf-lib";

/*
 * A JPEG goes into the print PDF as the customer uploaded it (docs/designer.md#print-file). Skia's PDF
 * backend only takes decoded pixels, which it compresses again: a 48 MB photo became a 99 MB PDF and
 * the process passed 600 MB. So the renderer draws a stand-in, a tiny image whose width says which
 * JPEG it stands for, and pdf-lib then puts the JPEG's own bytes (DCTDecode) in its place. The page's
 * drawing instructions place an image by its box, not its pixels, so nothing moves.
 */

const isJpeg = (bytes: Uint8Array) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;

/** A stand-in is (index + 2) × 1 pixels: no uploaded image an element places is one pixel high. */
const STAND_IN_HEIGHT = 1;

export type ImagesForPdf = {
  /** What the renderer draws, by upload id: a stand-in for a JPEG, the bytes (to decode) otherwise. */
  drawn: Map<string, Canvas | Uint8Array>;
  /** The JPEGs in stand-in order. */
  jpegs: Uint8Array[];
};

export function withJpegStandIns(images: ReadonlyMap<string, Uint8Array>): ImagesForPdf {
  const drawn = new Map<string, Canvas | Uint8Array>();
  const jpegs: Uint8Array[] = [];
  for (const [id, bytes] of images) {
    if (!isJpeg(bytes)) {
      drawn.set(id, bytes);
      continue;
    }
    const standIn = createCanvas(jpegs.length + 2, STAND_IN_HEIGHT);
    const context = standIn.getContext("2d");
    context.fillStyle = "#808080";
    context.fillRect(0, 0, standIn.width, STAND_IN_HEIGHT);
    drawn.set(id, standIn);
    jpegs.push(bytes);
  }
  return { drawn, jpegs };
}

/** Every image XObject of the document's pages, Form XObjects followed, with the dictionary naming it. */
function* imageSlots(pdf: PDFDocument): Generator<{ owner: PDFDict; name: PDFName; image: PDFRawStream }> {
  const seen = new Set<PDFDict>();
  function* walk(
    resources: PDFDict | undefined,
  ): Generator<{ owner: PDFDict; name: PDFName; image: PDFRawStream }> {
    const xobjects = resources?.lookupMaybe(PDFName.of("XObject"), PDFDict);
    if (!xobjects || seen.has(xobjects)) return;
    seen.add(xobjects);
    for (const name of xobjects.keys()) {
      const stream = xobjects.lookup(name);
      if (!(stream instanceof PDFRawStream)) continue;
      const subtype = stream.dict.get(PDFName.of("Subtype"));
      if (subtype === PDFName.of("Image")) yield { owner: xobjects, name, image: stream };
      if (subtype === PDFName.of("Form"))
        yield* walk(stream.dict.lookupMaybe(PDFName.of("Resources"), PDFDict));
    }
  }
  for (const page of pdf.getPages()) yield* walk(page.node.Resources());
}

const numberIn = (dict: PDFDict, key: string) => {
  const value = dict.lookupMaybe(PDFName.of(key), PDFNumber);
  return value?.asNumber();
};

/** Puts each JPEG's bytes in its stand-in's place; throws if a stand-in is missing (a JPEG never drawn is fine). */
export async function swapInJpegs(pdf: PDFDocument, jpegs: readonly Uint8Array[]): Promise<void> {
  if (jpegs.length === 0) return;
  const embedded = new Map<number, PDFRef>();
  for (const { owner, name, image } of imageSlots(pdf)) {
    if (numberIn(image.dict, "Height") !== STAND_IN_HEIGHT) continue;
    const index = (numberIn(image.dict, "Width") ?? 0) - 2;
    const jpeg = jpegs[index];
    if (!jpeg) continue;
    let ref = embedded.get(index);
    if (!ref) {
      ref = (await pdf.embedJpg(jpeg)).ref;
      embedded.set(index, ref);
    }
    const standIn = owner.get(name);
    owner.set(name, ref);
    // Nothing else names the stand-in: saved, it would be a stray object.
    if (standIn instanceof PDFRef) pdf.context.delete(standIn);
  }
}
