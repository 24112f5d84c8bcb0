import { open } from "node:fs/promises";
import { inflateSync } from "node:zlib";

/**
 * Whether a PDF declares a cut line: a spot colour named CutContour (docs/product-rules.md#cut-lines).
 *
 * What counts: a colour space `[/Separation /Name …]`, or `[/DeviceN [/Name …] …]` with Name among its
 * colourants, whose name is CutContour once `#xx` escapes are decoded, case is ignored and spaces,
 * hyphens and underscores are dropped ("CutContour", "Cut Contour", "cut-contour", "CUTCONTOUR"). It is
 * looked for in the file's objects as written and inside its object streams (`/Type /ObjStm`, where
 * PDF 1.5 writers put resource dictionaries). Colour spaces live only in resources, so one declared is
 * in practice one a page (or a form on it) can paint with; whether a path is actually stroked in it is
 * not checked, nor its size.
 *
 * Cheap on a 50 MB file: the file is read once in 1 MB chunks (never whole), and at most
 * MAX_OBJECT_STREAMS object streams of up to MAX_OBJECT_STREAM_BYTES are read back and inflated, each
 * to at most MAX_INFLATED_BYTES.
 */
export async function hasCutContour(file: string): Promise<boolean> {
  const handle = await open(file, "r");
  try {
    const objectStreams: { offset: number; length: number }[] = [];
    const seen = new Set<number>();
    const chunk = Buffer.alloc(CHUNK_BYTES);
    let carried = "";
    let carriedFrom = 0;
    let position = 0;
    for (;;) {
      const { bytesRead } = await handle.read(chunk, 0, CHUNK_BYTES, position);
      if (bytesRead === 0) break;
      const text = carried + chunk.toString("latin1", 0, bytesRead);
      const textFrom = carriedFrom;
      if (declaresCutContour(text)) return true;
      for (const found of objectStreamsIn(text)) {
        const offset = textFrom + found.dataIndex;
        if (seen.has(offset) || objectStreams.length >= MAX_OBJECT_STREAMS) continue;
        seen.add(offset);
        objectStreams.push({ offset, length: found.length });
      }
      position += bytesRead;
      carried = text.slice(-OVERLAP_CHARS);
      carriedFrom = position - carried.length;
    }
    for (const { offset, length } of objectStreams) {
      if (length > MAX_OBJECT_STREAM_BYTES) continue;
      const compressed = Buffer.alloc(length);
      const { bytesRead } = await handle.read(compressed, 0, length, offset);
      const inflated = inflateCapped(compressed.subarray(0, bytesRead));
      if (inflated && declaresCutContour(inflated)) return true;
    }
    return false;
  } finally {
    await handle.close();
  }
}

const CHUNK_BYTES = 1024 * 1024;
/** Kept from one chunk to the next so a colour space or stream dictionary cut in two is still seen. */
const OVERLAP_CHARS = 4096;
const MAX_OBJECT_STREAMS = 200;
const MAX_OBJECT_STREAM_BYTES = 4 * 1024 * 1024;
const MAX_INFLATED_BYTES = 16 * 1024 * 1024;

/** A PDF name's characters: anything but white space and delimiters. */
const NAME = String.raw`[^\s/\[\]<>(){}%]+`;
const SEPARATION = new RegExp(String.raw`/Separation\s*/(${NAME})`, "g");
const DEVICE_N = new RegExp(String.raw`/DeviceN\s*\[([^\]]*)\]`, "g");
const NAME_IN_LIST = new RegExp(String.raw`/(${NAME})`, "g");
const OBJECT_STREAM = /\/Type\s*\/ObjStm/g;

/** The colourant name, decoded and normalised as the doc comment above says. */
export function isCutContourName(name: string): boolean {
  const decoded = name.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
  return decoded.toLowerCase().replace(/[\s_-]/g, "") === "cutcontour";
}

function declaresCutContour(text: string): boolean {
  for (const match of text.matchAll(SEPARATION)) if (isCutContourName(match[1]!)) return true;
  for (const match of text.matchAll(DEVICE_N)) {
    for (const name of match[1]!.matchAll(NAME_IN_LIST)) if (isCutContourName(name[1]!)) return true;
  }
  return false;
}

/**
 * Flate-compressed object streams whose dictionary gives its length directly, and where their data
 * starts in `text`; the rest (an indirect length, another filter) are not looked into.
 */
function* objectStreamsIn(text: string): Generator<{ dataIndex: number; length: number }> {
  for (const match of text.matchAll(OBJECT_STREAM)) {
    const dictionaryStart = text.lastIndexOf("<<", match.index);
    const keyword = text.indexOf("stream", match.index);
    if (dictionaryStart < 0 || keyword < 0 || keyword - dictionaryStart > 2000) continue;
    const dictionary = text.slice(dictionaryStart, keyword);
    const length = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dictionary);
    if (!length || !/\/Filter\s*\/FlateDecode/.test(dictionary)) continue;
    const eol = text.startsWith("\r\n", keyword + 6) ? 2 : 1;
    yield { dataIndex: keyword + 6 + eol, length: Number(length[1]) };
  }
}

/** The inflated text, or null when it is not valid deflate data or would be bigger than the cap. */
function inflateCapped(compressed: Buffer): string | null {
  try {
    return inflateSync(compressed, { maxOutputLength: MAX_INFLATED_BYTES }).toString("latin1");
  } catch {
    return null;
  }
}
