import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { deflateSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasCutContour, isCutContourName } from "./cut-contour";
import { handWrittenPdf } from "./test-fixtures";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "cut-contour-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function fileWith(name: string, bytes: Buffer): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, bytes);
  return file;
}

describe("cut line in a PDF", () => {
  it("finds a page that strokes in a Separation named CutContour", async () => {
    const file = await fileWith("with.pdf", handWrittenPdf({ cutContour: "CutContour" }).head);
    expect(await hasCutContour(file)).toBe(true);
  });

  it("finds none in a PDF without that spot colour", async () => {
    const file = await fileWith("without.pdf", handWrittenPdf({}).head);
    expect(await hasCutContour(file)).toBe(false);
  });

  it("does not count another spot colour", async () => {
    const file = await fileWith("white.pdf", handWrittenPdf({ cutContour: "White" }).head);
    expect(await hasCutContour(file)).toBe(false);
  });

  it.each(["CutContour", "Cut#20Contour", "cutcontour", "CUT-CONTOUR", "Cut_Contour"])(
    "counts the colourant name %s",
    (name) => expect(isCutContourName(name)).toBe(true),
  );

  it.each(["Cut", "CutContour2", "Thru-cut", "Perfcut"])("does not count %s", (name) =>
    expect(isCutContourName(name)).toBe(false),
  );

  it("finds a DeviceN colourant and one declared inside a compressed object stream", async () => {
    const deviceN = "[/DeviceN [/Cyan /Cut#20Contour] /DeviceCMYK 9 0 R]";
    const objects = `10 0 ${deviceN}`;
    const packed = deflateSync(Buffer.from(objects, "latin1"));
    const bytes = Buffer.concat([
      Buffer.from(
        `%PDF-1.5\n8 0 obj\n<< /Type /ObjStm /N 1 /First 5 /Filter /FlateDecode /Length ${packed.length} >>\nstream\n`,
      ),
      packed,
      Buffer.from("\nendstream\nendobj\n%%EOF\n"),
    ]);
    expect(await hasCutContour(await fileWith("objstm.pdf", bytes))).toBe(true);
    expect(await hasCutContour(await fileWith("plain-devicen.pdf", Buffer.from(deviceN)))).toBe(true);
  });

  it("finds the colour space after megabytes of other data, across the chunks it reads", async () => {
    const padding = Buffer.alloc(3 * 1024 * 1024 - 7, 0x20);
    const bytes = Buffer.concat([padding, Buffer.from("[/Separation /CutContour /DeviceCMYK 5 0 R]")]);
    expect(await hasCutContour(await fileWith("late.pdf", bytes))).toBe(true);
  });
});
