import "server-only";
import { createCanvas, type Canvas } from "@napi-rs/canvas";
import {
  PDFArray,
  PDFDict,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFRef,
  type PDFDocument,
} from "pdf-lib";
import { pngStream, type PngStream } from "./png-stream.server";

/*
 * A JPEG, and an opaque PNG, go into the print PDF as the customer uploaded them
 * (docs/designer.md#print-file). Skia's PDF backend only takes decoded pixels, which it compresses
 * again: a 48 MB photo became a 99 MB PDF and the process passed 600 MB. So the renderer draws a
 * stand-in, a tiny image whose width says which upload it stands for, and pdf-lib then puts the upload's
 * own compressed bytes in its place: a JPEG as DCTDecode, a PNG's IDAT as FlateDecode with PNG
 * predictors (png-stream.server.ts). The page's drawing instructions place an image by its box, not its
 * pixels, so nothing moves. A PNG with transparency is decoded and drawn by Skia as before.
 */

const isJpeg = (bytes: Uint8Array) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;

/** A stand-in is (index + 2) × 1 pixels: no uploaded image an element places is one pixel high. */
const STAND_IN_HEIGHT = 1;

/** An upload placed by its own bytes. */
export type Original = { kind: "jpeg"; bytes: Uint8Array } | { kind: "png"; stream: PngStream };

export type ImagesForPdf = {
  /** What the renderer draws, by upload id: a stand-in for an original, the bytes (to decode) otherwise. */
  drawn: Map<string, Canvas | Uint8Array>;
  /** The originals in stand-in order. */
  originals: Original[];
};

export function withStandIns(images: ReadonlyMap<string, Uint8Array>): ImagesForPdf {
  const drawn = new Map<string, Canvas | Uint8Array>();
  const originals: Original[] = [];
  for (const [id, bytes] of images) {
    const png = isJpeg(bytes) ? undefined : pngStream(bytes);
    if (!isJpeg(bytes) && !png) {
      drawn.set(id, bytes);
      continue;
    }
    const standIn = createCanvas(originals.length + 2, STAND_IN_HEIGHT);
    const context = standIn.getContext("2d");
    context.fillStyle = "#808080";
    context.fillRect(0, 0, standIn.width, STAND_IN_HEIGHT);
    drawn.set(id, standIn);
    originals.push(png ? { kind: "png", stream: png } : { kind: "jpeg", bytes });
  }
  return { drawn, originals };
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

/** The PNG's compressed rows as an image XObject: FlateDecode, undone by the PNG predictors. */
function embedPngStream(pdf: PDFDocument, png: PngStream): PDFRef {
  const { context } = pdf;
  const colorSpace = png.palette
    ? context.obj([
        PDFName.of("Indexed"),
        PDFName.of("DeviceRGB"),
        png.palette.length / 3 - 1,
        PDFHexString.of(Buffer.from(png.palette).toString("hex")),
      ])
    : PDFName.of(png.colors === 3 ? "DeviceRGB" : "DeviceGray");
  const stream = context.stream(png.data, {
    Type: "XObject",
    Subtype: "Image",
    Width: png.width,
    Height: png.height,
    BitsPerComponent: png.bitsPerComponent,
    ColorSpace: colorSpace as PDFArray | PDFName,
    Filter: "FlateDecode",
    DecodeParms: {
      Predictor: 15,
      Colors: png.colors,
      BitsPerComponent: png.bitsPerComponent,
      Columns: png.width,
    },
  });
  return context.register(stream);
}

/** Puts each original's bytes in its stand-in's place (an original never drawn is fine). */
export async function swapInOriginals(pdf: PDFDocument, originals: readonly Original[]): Promise<void> {
  if (originals.length === 0) return;
  const embedded = new Map<number, PDFRef>();
  for (const { owner, name, image } of imageSlots(pdf)) {
    if (numberIn(image.dict, "Height") !== STAND_IN_HEIGHT) continue;
    const index = (numberIn(image.dict, "Width") ?? 0) - 2;
    const original = originals[index];
    if (!original) continue;
    let ref = embedded.get(index);
    if (!ref) {
      ref =
        original.kind === "jpeg"
          ? (await pdf.embedJpg(original.bytes)).ref
          : embedPngStream(pdf, original.stream);
      embedded.set(index, ref);
    }
    const standIn = owner.get(name);
    owner.set(name, ref);
    // Nothing else names the stand-in: saved, it would be a stray object.
    if (standIn instanceof PDFRef) pdf.context.delete(standIn);
  }
}
