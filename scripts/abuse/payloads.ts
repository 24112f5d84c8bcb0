/**
 * Hostile files for `npm run test:abuse`, made on the spot so none is committed: decompression bombs
 * (small files that decode to gigabytes) and large but honest designs for the parallel upload flood.
 */
import { randomBytes } from "node:crypto";
import { deflateSync, createDeflate } from "node:zlib";
import { Readable } from "node:stream";

const MB = 1024 * 1024;

/** Deflates `bytes` zero bytes without ever holding them: a zero chunk pushed again and again. */
async function deflatedZeros(bytes: number, prefix?: Buffer): Promise<Buffer> {
  const chunk = Buffer.alloc(MB);
  async function* zeros() {
    if (prefix) yield prefix;
    for (let left = bytes; left > 0; left -= chunk.length)
      yield left >= chunk.length ? chunk : chunk.subarray(0, left);
  }
  const parts: Buffer[] = [];
  for await (const part of Readable.from(zeros()).pipe(createDeflate({ level: 9 })))
    parts.push(part as Buffer);
  return Buffer.concat(parts);
}

/** A one-page PDF whose objects are given in order; the cross-reference table is computed. */
function pdf(objects: (string | Buffer)[]): Buffer {
  const parts: Buffer[] = [Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((body, index) => {
    offsets.push(length);
    const object = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`),
      typeof body === "string" ? Buffer.from(body, "latin1") : body,
      Buffer.from("\nendobj\n"),
    ]);
    parts.push(object);
    length += object.length;
  });
  const xref =
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("") +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  parts.push(Buffer.from(xref, "latin1"));
  return Buffer.concat(parts);
}

function stream(dictionary: string, data: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`<< ${dictionary} /Length ${data.length} >>\nstream\n`, "latin1"),
    data,
    Buffer.from("\nendstream", "latin1"),
  ]);
}

const catalogAndPages = [
  "<< /Type /Catalog /Pages 2 0 R >>",
  "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
  "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 252 144] /Contents 4 0 R >>",
];

/**
 * The attack from the issue: about 1 MB on the wire, a page content stream that inflates to 1 GiB.
 * The content is a drawing operator followed by zeros, so a renderer must inflate all of it.
 */
export async function pdfDecompressionBomb(): Promise<Buffer> {
  const content = await deflatedZeros(1024 * MB, Buffer.from("0 0 1 rg 0 0 252 144 re f\n"));
  return pdf([...catalogAndPages, stream("/Filter /FlateDecode", content)]);
}

/** An honest one-page PDF padded to `size` bytes with an unreferenced stream of noise. */
export function paddedPdf(size: number): Buffer {
  const page = stream("", Buffer.from("0.2 0.4 0.9 rg 10 10 232 124 re f\n"));
  const shell = pdf([...catalogAndPages, page, stream("", Buffer.alloc(0))]);
  return pdf([...catalogAndPages, page, stream("", randomBytes(Math.max(0, size - shell.length)))]);
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

function png(width: number, height: number, idat: Buffer, extra: Buffer[] = []): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    ...extra,
    pngChunk("IDAT", idat),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A PNG of 10,000 × 10,000 black pixels (the most the shop admits): 300 MB decoded from ~300 kB. */
export async function pngPixelBomb(): Promise<Buffer> {
  const side = 10_000;
  // Every row: filter byte 0 and 3 × side zeros, all zeros, so one run of zeros is the whole image.
  return png(side, side, await deflatedZeros(side * (1 + 3 * side)));
}

/** A PNG that claims 60,000 × 60,000 pixels (10.8 GB decoded) in a few hundred bytes. */
export function pngHeaderBomb(): Buffer {
  return png(60_000, 60_000, deflateSync(Buffer.alloc(1024)));
}

/** A baseline JPEG header claiming 65,000 × 65,000 pixels, followed by almost no data. */
export function jpegHeaderBomb(): Buffer {
  const side = 65_000;
  const sof = Buffer.from([
    0xff,
    0xc0,
    0,
    11,
    8,
    side >> 8,
    side & 0xff,
    side >> 8,
    side & 0xff,
    1,
    1,
    0x11,
    0,
  ]);
  const dqt = Buffer.concat([Buffer.from([0xff, 0xdb, 0, 67, 0]), Buffer.alloc(64, 1)]);
  const dht = Buffer.concat([
    Buffer.from([0xff, 0xc4, 0, 20, 0x00]),
    Buffer.from([1, ...Array(15).fill(0)]),
    Buffer.from([0]),
  ]);
  const sos = Buffer.from([0xff, 0xda, 0, 8, 1, 1, 0, 0, 63, 0]);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    dqt,
    sof,
    dht,
    sos,
    randomBytes(4096),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** A real 1000 × 1000 PNG carrying `size` bytes in a private ancillary chunk decoders must skip. */
export function paddedPng(size: number): Buffer {
  const side = 1000;
  const rows = Buffer.alloc(side * (1 + 3 * side), 0x80);
  for (let row = 0; row < side; row++) rows[row * (1 + 3 * side)] = 0;
  const idat = deflateSync(rows);
  const shell = png(side, side, idat, [pngChunk("prVt", Buffer.alloc(0))]);
  return png(side, side, idat, [pngChunk("prVt", randomBytes(Math.max(0, size - shell.length)))]);
}
