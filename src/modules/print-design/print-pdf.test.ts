// @vitest-environment node
import { createCanvas } from "@napi-rs/canvas";
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
import sharp from "sharp";
import { getDocumentProxy, renderPageAsImage } from "unpdf";
import { describe, expect, it } from "vitest";
import { designDocumentSchema, type DesignSide } from "./document-schema";
import { FONT_IDS } from "./fonts";
import { drawSide } from "./draw-side";
import type { DrawingContext } from "./drawing-context";
import { registerDesignFonts } from "./fonts.server";
import { POINTS_PER_MM, documentGeometry } from "./geometry";
import { renderSidePdf } from "./print-pdf.server";
import { businessCardDocument, STACKED_THAI } from "./test-documents";
import { blockDifference, comparableThai, ensureArrayBufferTransfer, pageFonts } from "./testing";

ensureArrayBufferTransfer();

const DPI = 300;

async function cardPdf() {
  const document = designDocumentSchema.parse(businessCardDocument());
  const geometry = documentGeometry(document);
  return { document, geometry, bytes: await renderSidePdf(document.sides[0]!, geometry, new Map()) };
}

/** The side with every letter set apart (a zero-width non-joiner between letters): what unshaped Thai looks like. */
function unshaped(side: DesignSide): DesignSide {
  return {
    ...side,
    elements: side.elements.map((element) =>
      element.kind === "text" ? { ...element, text: [...element.text].join("\u200c") } : element,
    ),
  };
}

describe("the print file of a design side", () => {
  it("is one page of the trim plus 3 mm bleed on each edge, with TrimBox and BleedBox", async () => {
    const { bytes } = await cardPdf();
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    const page = pdf.getPage(0);
    const media = page.getMediaBox();
    expect(media.width).toBeCloseTo(91 * POINTS_PER_MM, 2);
    expect(media.height).toBeCloseTo(61 * POINTS_PER_MM, 2);
    expect(page.getBleedBox()).toEqual(media);
    const trim = page.getTrimBox();
    expect(trim.width).toBeCloseTo(85 * POINTS_PER_MM, 2);
    expect(trim.height).toBeCloseTo(55 * POINTS_PER_MM, 2);
    expect(trim.x - media.x).toBeCloseTo(3 * POINTS_PER_MM, 2);
    expect(trim.y - media.y).toBeCloseTo(3 * POINTS_PER_MM, 2);
  });

  it("takes the page from the product's margins: a garment's print area has no bleed", async () => {
    const boxesOf = async (bleed: number) => {
      const document = designDocumentSchema.parse({ ...businessCardDocument(), bleed, safety: 10 });
      const page = (
        await PDFDocument.load(await renderSidePdf(document.sides[0]!, documentGeometry(document), new Map()))
      ).getPage(0);
      return { media: page.getMediaBox(), trim: page.getTrimBox() };
    };
    const garment = await boxesOf(0);
    expect(garment.media.width).toBeCloseTo(85 * POINTS_PER_MM, 2);
    expect(garment.trim).toEqual(garment.media);
    const narrow = await boxesOf(2);
    expect(narrow.media.height).toBeCloseTo(59 * POINTS_PER_MM, 2);
    expect(narrow.trim.x - narrow.media.x).toBeCloseTo(2 * POINTS_PER_MM, 2);
  });

  it("embeds every font it uses as a subset", async () => {
    const fonts = pageFonts(await PDFDocument.load((await cardPdf()).bytes));
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) {
      expect(font.embedded).toBe(true);
      // A subset's name carries a six-letter tag: /AAAAAA+Sarabun-Bold.
      expect(font.name).toMatch(/^\/[A-Z]{6}\+/);
    }
    expect(fonts.map((font) => font.name).join(" ")).toMatch(/Sarabun-Bold/);
  });

  it("keeps the text as text a reader can extract", async () => {
    const pdf = await getDocumentProxy((await cardPdf()).bytes);
    const content = await (await pdf.getPage(1)).getTextContent();
    const text = content.items.map((item) => ("str" in item ? item.str : "")).join("");
    expect(text).toContain("Manager, PrintGo");
    // Every character of the Thai name, the tone marks drawn as alternate glyphs too (to-unicode.server.ts);
    // ำ comes out as its two halves, as the font draws it (comparableThai).
    expect(comparableThai(text)).toContain(comparableThai(STACKED_THAI));
    expect(text).not.toContain("\0");
  });

  it.each(FONT_IDS.flatMap((font) => ([400, 700] as const).map((weight) => [font, weight] as const)))(
    "gives back stacked Thai in %s %i, whether the face fuses a tone mark with ำ or not",
    async (font, weight) => {
      const document = businessCardDocument();
      const side = {
        ...document.sides[0]!,
        elements: document.sides[0]!.elements.map((element) =>
          element.id === "name" && element.kind === "text" ? { ...element, font, weight } : element,
        ),
      };
      const bytes = await renderSidePdf(side, documentGeometry(document), new Map());
      const content = await (await (await getDocumentProxy(bytes)).getPage(1)).getTextContent();
      const text = content.items.map((item) => ("str" in item ? item.str : "")).join("");
      expect(comparableThai(text)).toContain(comparableThai(STACKED_THAI));
    },
  );

  it("draws, page for page, what the designer's canvas draws (Thai shaping included)", async () => {
    const { document, geometry, bytes } = await cardPdf();
    const scale = DPI / 25.4;
    const width = Math.round(geometry.pageWidthMm * scale);
    const height = Math.round(geometry.pageHeightMm * scale);
    registerDesignFonts();
    const canvas = createCanvas(width, height);
    const context = canvas.getContext("2d");
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, width, height);
    drawSide(context as unknown as DrawingContext, document.sides[0]!, geometry, {
      scale,
      images: new Map(),
      missingImage: "error",
    });
    const preview = context.getImageData(0, 0, width, height).data;
    const rendered = await renderPageAsImage(bytes, 1, {
      canvasImport: () => import("@napi-rs/canvas"),
      scale: DPI / 72,
    });
    const { createCanvas: make, loadImage } = await import("@napi-rs/canvas");
    const image = await loadImage(Buffer.from(rendered));
    const printed = make(width, height).getContext("2d");
    printed.fillStyle = "#ffffff";
    printed.fillRect(0, 0, width, height);
    // Same scale, no resampling: pdf.js's canvas may be a pixel narrower, which only drops an edge column.
    printed.drawImage(image, 0, 0);
    const print = printed.getImageData(0, 0, width, height).data;
    const difference = blockDifference(preview, print, width, height);
    expect(difference).toBeLessThan(0.0001);
    // The same page with each letter drawn on its own, unshaped: marks lose their places.
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, width, height);
    drawSide(context as unknown as DrawingContext, unshaped(document.sides[0]!), geometry, {
      scale,
      images: new Map(),
      missingImage: "error",
    });
    expect(
      blockDifference(context.getImageData(0, 0, width, height).data, print, width, height),
    ).toBeGreaterThan(0.0003);
  });

  it("places a JPEG as the uploaded bytes themselves, where the designer draws it", async () => {
    const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#c2410c" } })
      .jpeg({ quality: 90 })
      .toBuffer();
    const { images, difference } = await placed(jpeg);
    expect(images).toHaveLength(1);
    expect(images[0]!.dict.get(PDFName.of("Filter"))).toBe(PDFName.of("DCTDecode"));
    expect(Buffer.from(images[0]!.contents).equals(jpeg)).toBe(true);
    expect(difference).toBeLessThan(0.0005);
  });

  it.each([
    ["RGB", { palette: false }, "DeviceRGB"],
    ["palette", { palette: true, colours: 64, dither: 0 }, "Indexed"],
  ] as const)(
    "places an opaque %s PNG as its own compressed rows, where the designer draws it",
    async (_, options, space) => {
      const png = await sharp(await gradient(600, 400))
        .png({ ...options, compressionLevel: 6 })
        .toBuffer();
      const { images, difference } = await placed(png);
      expect(images).toHaveLength(1);
      const dict = images[0]!.dict;
      expect(dict.get(PDFName.of("Filter"))).toBe(PDFName.of("FlateDecode"));
      expect(dict.lookup(PDFName.of("DecodeParms"), PDFDict).get(PDFName.of("Predictor"))?.toString()).toBe(
        "15",
      );
      const colourSpace = dict.get(PDFName.of("ColorSpace"));
      expect(colourSpace?.toString()).toContain(space);
      // Not decoded and compressed again: the stream is the file's IDAT data.
      expect(Buffer.from(images[0]!.contents).equals(idatOf(png))).toBe(true);
      expect(difference).toBeLessThan(0.0005);
    },
  );

  it("draws a PNG with transparency from its pixels, so what is under it shows", async () => {
    const png = await sharp(await gradient(300, 200))
      .ensureAlpha(0.5)
      .png()
      .toBuffer();
    const { images, difference } = await placed(png);
    expect(images[0]!.dict.get(PDFName.of("DecodeParms"))).toBeUndefined();
    expect(difference).toBeLessThan(0.0005);
  });
});

/** A smooth two-way gradient: resampled alike by the canvas and by pdf.js, so the pixels compare. */
async function gradient(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      pixels[at] = Math.round((x / width) * 255);
      pixels[at + 1] = Math.round((y / height) * 255);
      pixels[at + 2] = 128;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** A PNG's IDAT chunks joined, read straight from its chunk list. */
function idatOf(png: Buffer): Buffer {
  const parts: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    if (png.toString("latin1", at + 4, at + 8) === "IDAT") parts.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  return Buffer.concat(parts);
}

/**
 * The business card with `image` placed on it, turned, in its print PDF: the page's image XObjects,
 * and how much pdf.js's 300 dpi rendering of the page differs from the canvas drawing the same side.
 */
async function placed(image: Buffer): Promise<{ images: PDFRawStream[]; difference: number }> {
  const document = designDocumentSchema.parse(businessCardDocument());
  const uploadId = crypto.randomUUID();
  const side: DesignSide = {
    ...document.sides[0]!,
    elements: [
      ...document.sides[0]!.elements,
      { id: "logo", kind: "image", uploadId, x: 60, y: 8, width: 24, height: 16, rotation: 12 },
    ],
  };
  const geometry = documentGeometry(document);
  const bytes = await renderSidePdf(side, geometry, new Map([[uploadId, new Uint8Array(image)]]));

  const pdf = await PDFDocument.load(bytes);
  const xobjects = pdf.getPage(0).node.Resources()!.lookup(PDFName.of("XObject"), PDFDict);
  const images = xobjects
    .keys()
    .map((name) => xobjects.lookup(name))
    .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
    .filter((stream) => stream.dict.get(PDFName.of("Subtype")) === PDFName.of("Image"));

  const scale = DPI / 25.4;
  const width = Math.round(geometry.pageWidthMm * scale);
  const height = Math.round(geometry.pageHeightMm * scale);
  const { createCanvas: make, loadImage } = await import("@napi-rs/canvas");
  const canvas = make(width, height);
  const context = canvas.getContext("2d");
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, width, height);
  drawSide(context as unknown as DrawingContext, side, geometry, {
    scale,
    images: new Map([[uploadId, await loadImage(image)]]),
    missingImage: "error",
  });
  const rendered = await loadImage(
    Buffer.from(
      await renderPageAsImage(bytes, 1, { canvasImport: () => import("@napi-rs/canvas"), scale: DPI / 72 }),
    ),
  );
  const printed = make(width, height).getContext("2d");
  printed.fillStyle = "#ffffff";
  printed.fillRect(0, 0, width, height);
  printed.drawImage(rendered, 0, 0);
  const difference = blockDifference(
    context.getImageData(0, 0, width, height).data,
    printed.getImageData(0, 0, width, height).data,
    width,
    height,
  );
  return { images, difference };
}
