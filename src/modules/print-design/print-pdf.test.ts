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
import { POINTS_PER_MM, sideGeometry } from "./geometry";
import { renderSidePdf } from "./print-pdf.server";
import { businessCardDocument, STACKED_THAI } from "./test-documents";
import { blockDifference, comparableThai, ensureArrayBufferTransfer, pageFonts } from "./testing";

ensureArrayBufferTransfer();

const DPI = 300;

async function cardPdf() {
  const document = designDocumentSchema.parse(businessCardDocument());
  const geometry = sideGeometry(document.trim);
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
      const bytes = await renderSidePdf(side, sideGeometry(document.trim), new Map());
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
    const document = designDocumentSchema.parse(businessCardDocument());
    const side: DesignSide = {
      ...document.sides[0]!,
      elements: [
        ...document.sides[0]!.elements,
        {
          id: "logo",
          kind: "image",
          uploadId: crypto.randomUUID(),
          x: 60,
          y: 8,
          width: 24,
          height: 16,
          rotation: 12,
        },
      ],
    };
    const uploadId = (side.elements.at(-1) as { uploadId: string }).uploadId;
    const geometry = sideGeometry(document.trim);
    const bytes = await renderSidePdf(side, geometry, new Map([[uploadId, new Uint8Array(jpeg)]]));

    const pdf = await PDFDocument.load(bytes);
    const xobjects = pdf.getPage(0).node.Resources()!.lookup(PDFName.of("XObject"), PDFDict);
    const images = xobjects
      .keys()
      .map((name) => xobjects.lookup(name))
      .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
      .filter((stream) => stream.dict.get(PDFName.of("Subtype")) === PDFName.of("Image"));
    expect(images).toHaveLength(1);
    expect(images[0]!.dict.get(PDFName.of("Filter"))).toBe(PDFName.of("DCTDecode"));
    expect(Buffer.from(images[0]!.contents).equals(jpeg)).toBe(true);

    // And it sits where the canvas draws it.
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
      images: new Map([[uploadId, await loadImage(jpeg)]]),
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
    expect(difference).toBeLessThan(0.0005);
  });
});
