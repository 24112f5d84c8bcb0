// Files and requests for the upload tests, generated on the fly (nothing big is ever held in memory).
import { pipeline } from "node:stream/promises";
import { constants, crc32, createDeflate, deflateSync } from "node:zlib";

/** A PNG that only claims its size: signature, IHDR, a tiny IDAT, IEND. Cheap at 50000 × 50000. */
export function craftedPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(64))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const A4_POINTS = { width: 595.28, height: 841.89 };

/**
 * A valid PDF written by hand: `pages` pages of `width × height` points, each with a blue square.
 * With `cutContour` (a colourant name as the PDF writes it, e.g. `CutContour` or `Cut#20Contour`), each
 * page's resources declare that Separation colour space and the page strokes a rectangle in it.
 * With `totalBytes`, an unused stream object of zeros pads it to exactly that size; the padding is
 * returned as a length (yield it as zeros) so a 50 MB PDF costs no memory.
 */
export function handWrittenPdf(options: {
  pages?: number;
  width?: number;
  height?: number;
  totalBytes?: number;
  cutContour?: string;
}) {
  const { pages = 1, width = A4_POINTS.width, height = A4_POINTS.height, cutContour } = options;
  const content = cutContour
    ? "0 0 1 rg 50 50 200 200 re f /CS0 CS 1 SCN 0.5 w 45 45 210 210 re S"
    : "0 0 1 rg 50 50 200 200 re f";
  const resources = cutContour
    ? ` /Resources << /ColorSpace << /CS0 [/Separation /${cutContour} /DeviceCMYK ` +
      "<< /FunctionType 2 /Domain [0 1] /C0 [0 0 0 0] /C1 [0 1 0 0] /N 1 >>] >> >>"
    : "";
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    `<< /Type /Pages /Kids [${Array.from({ length: pages }, (_, i) => `${3 + i * 2} 0 R`).join(" ")}] /Count ${pages} >>`,
  ];
  for (let i = 0; i < pages; i++) {
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}]${resources} /Contents ${4 + i * 2} 0 R >>`,
    );
    objects.push(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
  }
  let head = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  for (const [index, object] of objects.entries()) {
    offsets.push(head.length);
    head += `${index + 1} 0 obj\n${object}\nendobj\n`;
  }
  const padded = options.totalBytes !== undefined;
  const count = objects.length + (padded ? 1 : 0);
  const padOpen = (length: number) =>
    `${count} 0 obj\n<< /Length ${String(length).padStart(10, "0")} >>\nstream\n`;
  const padClose = "\nendstream\nendobj\n";
  if (padded) offsets.push(head.length);
  const tail = (xref: number) =>
    `xref\n0 ${count + 1}\n0000000000 65535 f \n` +
    offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("") +
    `trailer\n<< /Size ${count + 1} /Root 1 0 R >>\nstartxref\n${String(xref).padStart(10, "0")}\n%%EOF\n`;
  if (!padded)
    return { head: Buffer.from(head + tail(head.length), "latin1"), zeros: 0, tail: Buffer.alloc(0) };
  const fixed = head.length + padOpen(0).length + padClose.length + tail(0).length;
  const zeros = (options.totalBytes ?? 0) - fixed;
  if (zeros < 0) throw new Error("totalBytes too small for the PDF");
  const start = Buffer.from(head + padOpen(zeros), "latin1");
  return {
    head: start,
    zeros,
    tail: Buffer.from(padClose + tail(start.length + zeros + padClose.length), "latin1"),
  };
}

/** Pieces of a file: literal bytes, or a count of zero bytes produced in 64 KiB chunks. */
type FilePiece = Uint8Array | { zeros: number };

export type UploadRequestOptions = {
  file?: { name: string; type?: string; pieces: FilePiece[] };
  fields?: Record<string, string>;
  extraFiles?: { field: string; name: string; bytes: Uint8Array }[];
  headers?: Record<string, string>;
  /** Sees every chunk the server pulls (for memory sampling and counting). */
  onPull?: (bytesSoFar: number) => void;
};

const BOUNDARY = "----printgo-test-boundary-7d3f";
const CHUNK = 64 * 1024;

/** A POST /api/uploads Request whose multipart body is generated as the server reads it. */
export function uploadRequest(options: UploadRequestOptions): Request {
  const parts = bodyParts(options);
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = parts.next();
      if (next.done) return controller.close();
      sent += next.value.length;
      options.onPull?.(sent);
      controller.enqueue(next.value);
    },
  });
  return new Request("http://localhost:3000/api/uploads", {
    method: "POST",
    headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}`, ...options.headers },
    body,
    duplex: "half",
  } as RequestInit);
}

function* bodyParts({ file, fields = {}, extraFiles = [] }: UploadRequestOptions): Generator<Uint8Array> {
  const text = (value: string) => Buffer.from(value, "utf8");
  for (const [name, value] of Object.entries(fields)) {
    yield text(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  }
  const files = [
    ...(file ? [{ field: "file", name: file.name, type: file.type, pieces: file.pieces }] : []),
    ...extraFiles.map((extra) => ({ ...extra, type: undefined, pieces: [extra.bytes] })),
  ];
  for (const part of files) {
    yield text(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.name}"\r\n` +
        `Content-Type: ${part.type ?? "application/octet-stream"}\r\n\r\n`,
    );
    for (const piece of part.pieces) {
      if (piece instanceof Uint8Array) {
        yield piece;
        continue;
      }
      for (let left = piece.zeros; left > 0; left -= CHUNK) yield new Uint8Array(Math.min(CHUNK, left));
    }
    yield text("\r\n");
  }
  yield text(`--${BOUNDARY}--\r\n`);
}

/**
 * A PDF decompression bomb: one A4 page whose FlateDecode content stream is `inflatedBytes` of spaces
 * (valid, empty content) squeezed to about a thousandth of that. Correct xref, so pdf.js opens it at once.
 */
export async function pdfBomb(inflatedBytes: number): Promise<Buffer> {
  const stream = await deflateRun(inflatedBytes, 0x20);
  const objects = [
    Buffer.from("<< /Type /Catalog /Pages 2 0 R >>"),
    Buffer.from("<< /Type /Pages /Kids [3 0 R] /Count 1 >>"),
    Buffer.from(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4_POINTS.width} ${A4_POINTS.height}] /Contents 4 0 R >>`,
    ),
    Buffer.concat([
      Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`),
      stream,
      Buffer.from("\nendstream"),
    ]),
  ];
  const parts = [Buffer.from("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  for (const [index, object] of objects.entries()) {
    offsets.push(length);
    const framed = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), object, Buffer.from("\nendobj\n")]);
    parts.push(framed);
    length += framed.length;
  }
  const xref =
    `xref\n0 5\n0000000000 65535 f \n` +
    offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("") +
    `trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  return Buffer.concat([...parts, Buffer.from(xref)]);
}

/**
 * `bytes` copies of `value`, deflated as one zlib stream from a 1 MiB block (never held whole).
 * Run-length coding reaches deflate's best ratio (about 1:1000) at a gigabyte a second.
 */
async function deflateRun(bytes: number, value: number): Promise<Buffer> {
  const block = Buffer.alloc(1024 * 1024, value);
  async function* run() {
    for (let left = bytes; left > 0; left -= block.length)
      yield block.subarray(0, Math.min(block.length, left));
  }
  const out: Buffer[] = [];
  await pipeline(
    run,
    createDeflate({ level: 1, strategy: constants.Z_RLE }),
    async (source: AsyncIterable<Buffer>) => {
      for await (const data of source) out.push(data);
    },
  );
  return Buffer.concat(out);
}
