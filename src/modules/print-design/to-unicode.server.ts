import "server-only";
import { readFileSync } from "node:fs";
import { create, type Font } from "fontkit";
import { decodePDFRawStream, PDFArray, PDFDict, PDFName, PDFRawStream, type PDFDocument } from "pdf-lib";
import { FONT_FILES, postscriptNameOf } from "./fonts";
import { fontFilePath } from "./font-files.server";

/*
 * Text a reader can extract (docs/designer.md#print-file). Skia's PDF maps a glyph to text through the
 * font's character map only. Thai shaping puts alternate glyphs on the page (a tone mark set lower
 * over a vowel, `uni0E48.small`; a tone mark fused with the nikhahit of ำ, `uni0E4D0E49`), which have
 * no character of their own, so Skia maps them to U+0000 and "ที่นี่" came out of a reader as "ที\0นี\0".
 * This fills those entries in from the glyphs' names in the original font files.
 */

/** Glyphs of these faces named by their shape rather than `uniXXXX`. */
const NAMED_GLYPHS: Record<string, string> = {
  yoYingthai: "\u0E0D",
  doChadathai: "\u0E0E",
  toPatakthai: "\u0E0F",
  thoThanthai: "\u0E10",
  loChulathai: "\u0E2C",
  ru_lakkhangyaothai: "\u0E24\u0E45",
  lu_lakkhangyaothai: "\u0E26\u0E45",
};

/**
 * The text a glyph stands for, from its name: `uni0E48.small` is U+0E48; `uni0E4D0E49` (the nikhahit
 * of ำ and mai tho drawn as one) is U+0E4D U+0E49, the order a Thai shaper puts them on the page when
 * they are separate glyphs, so every face gives the same text; undefined for a name that says nothing.
 */
export function glyphNameText(name: string): string | undefined {
  const base = name.split(".")[0]!;
  if (base in NAMED_GLYPHS) return NAMED_GLYPHS[base];
  const match = /^uni((?:[0-9A-F]{4})+)$/.exec(base);
  if (!match) return undefined;
  return match[1]!
    .match(/.{4}/g)!
    .map((hex) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .join("");
}

const originals = new Map<string, Font>();

function original(file: (typeof FONT_FILES)[number]): Font {
  let font = originals.get(file.file);
  if (!font) {
    font = create(readFileSync(fontFilePath(file))) as Font;
    originals.set(file.file, font);
  }
  return font;
}

/**
 * The designer's font file a PDF font is a subset of: the same PostScript name, and every glyph the
 * subset maps to a character is that character's glyph there (Skia keeps the original glyph ids).
 */
function originalOf(postscriptName: string, known: ReadonlyMap<number, string>): Font | undefined {
  // Only the files of that face and weight are read (a woff2 takes a few milliseconds to open).
  const candidates = FONT_FILES.filter((file) => postscriptNameOf(file) === postscriptName).map(original);
  return candidates.find(
    (font) =>
      font.postscriptName === postscriptName &&
      [...known].every(([glyph, text]) => {
        const codePoint = text.codePointAt(0)!;
        return (
          text.length === String.fromCodePoint(codePoint).length &&
          font.glyphForCodePoint(codePoint).id === glyph
        );
      }),
  );
}

const hex = (value: number, digits: number) => value.toString(16).toUpperCase().padStart(digits, "0");
const utf16 = (text: string) => [...text].map((unit) => hex(unit.charCodeAt(0), 4)).join("");

/** The `<glyph> <text>` pairs of a ToUnicode CMap (bfchar and bfrange), as Skia writes them. */
function readCMap(source: string): Map<number, string> {
  const map = new Map<number, string>();
  const text = (hexText: string) =>
    String.fromCharCode(...(hexText.match(/.{4}/g) ?? []).map((unit) => Number.parseInt(unit, 16)));
  for (const block of source.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, glyph, value] of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]*)>/g)) {
      map.set(Number.parseInt(glyph!, 16), text(value!));
    }
  }
  for (const block of source.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from, to, start] of block[1]!.matchAll(
      /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g,
    )) {
      const first = Number.parseInt(from!, 16);
      const base = Number.parseInt(start!, 16);
      for (let glyph = first; glyph <= Number.parseInt(to!, 16); glyph++) {
        map.set(glyph, String.fromCharCode(base + glyph - first));
      }
    }
  }
  return map;
}

function writeCMap(map: ReadonlyMap<number, string>): string {
  const entries = [...map].sort(([a], [b]) => a - b);
  const blocks: string[] = [];
  for (let index = 0; index < entries.length; index += 100) {
    const chunk = entries.slice(index, index + 100);
    blocks.push(
      `${chunk.length} beginbfchar\n${chunk.map(([glyph, text]) => `<${hex(glyph, 4)}> <${utf16(text)}>`).join("\n")}\nendbfchar`,
    );
  }
  return [
    "/CIDInit /ProcSet findresource begin",
    "12 dict begin",
    "begincmap",
    "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def",
    "/CMapName /Adobe-Identity-UCS def",
    "/CMapType 2 def",
    "1 begincodespacerange",
    "<0000> <FFFF>",
    "endcodespacerange",
    ...blocks,
    "endcmap",
    "CMapName currentdict /CMap defineresource pop",
    "end",
    "end",
  ].join("\n");
}

/** Gives every glyph Skia left without text (U+0000) its characters, in every font of every page. */
export function completeToUnicode(pdf: PDFDocument): void {
  for (const page of pdf.getPages()) {
    const fonts = page.node.Resources()?.lookupMaybe(PDFName.of("Font"), PDFDict);
    for (const key of fonts?.keys() ?? []) {
      const font = fonts!.lookup(key, PDFDict);
      const stream = font.lookup(PDFName.of("ToUnicode"));
      const descendant = font.lookupMaybe(PDFName.of("DescendantFonts"), PDFArray)?.lookup(0, PDFDict);
      if (!(stream instanceof PDFRawStream) || !descendant) continue;
      const map = readCMap(Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1"));
      const missing = [...map].filter(([, text]) => text === "\0").map(([glyph]) => glyph);
      if (missing.length === 0) continue;
      const known = new Map([...map].filter(([, text]) => text !== "\0"));
      const postscriptName =
        font
          .get(PDFName.of("BaseFont"))
          ?.toString()
          .replace(/^\/[A-Z]{6}\+/, "") ?? "";
      const source = originalOf(postscriptName, known);
      if (!source) continue;
      for (const glyph of missing) {
        const text = glyphNameText(source.getGlyph(glyph).name ?? "");
        if (text) map.set(glyph, text);
      }
      font.set(PDFName.of("ToUnicode"), pdf.context.register(pdf.context.flateStream(writeCMap(map))));
    }
  }
}
