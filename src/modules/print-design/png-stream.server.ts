import "server-only";

/*
 * A PNG's pixels as a PDF image stream, without decoding them (docs/designer.md#print-file). A PNG's
 * IDAT data is a zlib stream of rows, each led by a filter byte: exactly what a PDF FlateDecode stream
 * with /Predictor 15 reads (PDF 32000-1 §7.4.4.4). So an opaque, non-interlaced PNG can go into the
 * print file as its own compressed bytes, like a JPEG, however many pixels it has.
 */

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** What the PDF image dictionary needs, and the IDAT bytes that become its stream. */
export type PngStream = {
  width: number;
  height: number;
  bitsPerComponent: number;
  /** Samples per pixel: 1 grey or palette index, 3 RGB. */
  colors: 1 | 3;
  /** The palette as RGB triples for an indexed PNG; null for grey and RGB. */
  palette: Uint8Array | null;
  /** The zlib stream, IDAT chunks joined. */
  data: Uint8Array;
};

const GREY = 0;
const RGB = 2;
const PALETTE = 3;

/**
 * The PNG's stream when it can be placed as it is; undefined for anything else (not a PNG, damaged,
 * interlaced, 16 bits, an alpha channel or a transparent colour): those are decoded and drawn instead.
 */
export function pngStream(bytes: Uint8Array): PngStream | undefined {
  if (bytes.length < 33 || SIGNATURE.some((byte, index) => bytes[index] !== byte)) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let header: { width: number; height: number; depth: number; type: number; interlace: number } | undefined;
  let palette: Uint8Array | null = null;
  const idat: Uint8Array[] = [];
  for (let at = 8; at + 12 <= bytes.length;) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    const start = at + 8;
    const end = start + length;
    if (end + 4 > bytes.length) return undefined;
    if (type === "IHDR") {
      header = {
        width: view.getUint32(start),
        height: view.getUint32(start + 4),
        depth: bytes[start + 8]!,
        type: bytes[start + 9]!,
        interlace: bytes[start + 12]!,
      };
    } else if (type === "PLTE") {
      palette = bytes.subarray(start, end);
    } else if (type === "tRNS") {
      return undefined;
    } else if (type === "IDAT") {
      idat.push(bytes.subarray(start, end));
    } else if (type === "IEND") {
      break;
    }
    at = end + 4;
  }
  if (!header || header.interlace !== 0 || header.depth > 8 || idat.length === 0) return undefined;
  if (header.width === 0 || header.height === 0) return undefined;
  const colors = header.type === RGB ? 3 : header.type === GREY || header.type === PALETTE ? 1 : undefined;
  if (!colors || (header.type === RGB && header.depth !== 8)) return undefined;
  if (header.type === PALETTE && (!palette || palette.length % 3 !== 0)) return undefined;
  return {
    width: header.width,
    height: header.height,
    bitsPerComponent: header.depth,
    colors,
    palette: header.type === PALETTE ? palette : null,
    data: idat.length === 1 ? idat[0]! : Buffer.concat(idat),
  };
}
