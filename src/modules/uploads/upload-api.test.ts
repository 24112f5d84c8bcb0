import { createHash } from "node:crypto";
import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { GET } from "@/app/api/uploads/[id]/[variant]/route";
import { POST } from "@/app/api/uploads/route";
import type { Product } from "@/modules/catalog";
import { uploads } from "@/server/db/schema/uploads";
import { env } from "@/server/env";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import { nextRequestPerTest } from "@/test/next-headers";
import { MAX_UPLOAD_BYTES } from "./constants";
import { uploadedDesignSchema, type UploadedDesign } from "./schema";
import { signUploadPath } from "./signing";
import {
  craftedPng,
  handWrittenPdf,
  pdfBomb,
  uploadRequest,
  type UploadRequestOptions,
} from "./test-fixtures";
import { measuringMemory } from "./test-memory";
import { getUploadSummaries } from "./uploads.server";
import { markEdgeInFront } from "@/server/http/edge/edge-headers";

// The client address header is trusted only behind the custom server (scripts/serve.ts), as here.
markEdgeInFront();
// The rate limit reads the client's address from the request headers, and the upload belongs to the
// visitor's cart, found or made through the cart cookie; outside Next.js the test supplies both.
vi.mock("next/headers", () => import("@/test/next-headers"));

// Two products with known print areas.
vi.mock("@/modules/catalog/catalog.server", () => ({
  getProduct: async (id: number): Promise<Partial<Product> | undefined> =>
    ({
      1: {
        id: 1,
        printAreas: [
          {
            id: "front",
            name: "Front",
            width: 85,
            height: 55,
            pages: 1,
            file: "product" as const,
            cutLine: false,
            filePage: null,
            neededWith: null,
            bleed: null,
            safety: null,
            sizes: [],
          },
        ],
      },
      9: {
        id: 9,
        printAreas: [
          {
            id: "front",
            name: "Front",
            width: 210,
            height: 297,
            pages: 1,
            file: "product" as const,
            cutLine: false,
            filePage: null,
            neededWith: null,
            bleed: null,
            safety: null,
            sizes: [],
          },
        ],
      },
    })[id],
}));

const testDb = freshDatabasePerTest();
const nextRequest = nextRequestPerTest();
const uploadsDir = () => path.join(env().DATA_DIR, "uploads");

async function post(options: UploadRequestOptions) {
  const response = await POST(uploadRequest(options), {});
  return { response, body: (await response.json()) as Record<string, unknown> };
}

function pngFile(name: string, bytes: Buffer): UploadRequestOptions["file"] {
  return { name, type: "image/png", pieces: [bytes] };
}

async function accepted(options: UploadRequestOptions): Promise<UploadedDesign> {
  const { response, body } = await post(options);
  expect(response.status, JSON.stringify(body)).toBe(201);
  return uploadedDesignSchema.parse(body);
}

async function fetchSigned(url: string) {
  const [, , , id = "", variant = ""] = new URL(url, "http://localhost:3000").pathname.split("/");
  return GET(new Request(new URL(url, "http://localhost:3000")), {
    params: Promise.resolve({ id, variant }),
  });
}

/** Files in the store (temporary files included); an empty store is the proof nothing was left. */
async function storedFiles(): Promise<string[]> {
  const entries = await readdir(uploadsDir(), { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

const cardPng = () =>
  sharp({ create: { width: 1004, height: 650, channels: 3, background: "#3b5bdb" } })
    .png()
    .toBuffer();

describe(`design uploads (${testEngine})`, () => {
  beforeEach(async () => {
    await rm(uploadsDir(), { recursive: true, force: true });
    nextRequest.set({ clientAddress: `203.0.113.${Math.floor(Math.random() * 250)}` });
  });

  it("records an upload for the uploader's cart: a first-time guest's is made, with its cookie", async () => {
    const first = await accepted({ file: pngFile("a.png", await cardPng()) });
    const cartId = nextRequest.jar.get("cart")?.value;
    expect(cartId).toBeDefined();
    const second = await accepted({ file: pngFile("b.png", await cardPng()) });
    expect(nextRequest.jar.get("cart")?.value).toBe(cartId);
    const owners = await testDb.current.select({ id: uploads.id, cartId: uploads.cartId }).from(uploads);
    expect(owners).toEqual(
      expect.arrayContaining([
        { id: first.fileId, cartId },
        { id: second.fileId, cartId },
      ]),
    );
    // A refused file makes no cart.
    nextRequest.jar.clear();
    await post({ file: pngFile("bomb.png", craftedPng(50_000, 50_000)) });
    expect(nextRequest.jar.has("cart")).toBe(false);
  });

  it("stores a PNG with its size, hashes, thumbnail and a 300 DPI hint", async () => {
    const png = await cardPng();
    const design = await accepted({
      file: pngFile("C:\\fakepath\\My card.png", png),
      fields: { productId: "1" },
    });
    expect(design).toMatchObject({
      name: "My card.png",
      size: png.length,
      kind: "png",
      mimeType: "image/png",
      md5: createHash("md5").update(png).digest("hex"),
      sha256: createHash("sha256").update(png).digest("hex"),
      widthPx: 1004,
      heightPx: 650,
      pageCount: null,
      readiness: { status: "good", dpi: 300, printWidthMm: 85, printHeightMm: 55, reasons: [] },
    });
    const [row] = await testDb.current.select().from(uploads);
    expect(row).toMatchObject({
      id: design.fileId,
      kind: "png",
      size: png.length,
      originalName: "My card.png",
    });

    const preview = await fetchSigned(design.previewUrl ?? "");
    expect(preview.status).toBe(200);
    expect(preview.headers.get("content-type")).toBe("image/webp");
    expect(await sharp(Buffer.from(await preview.arrayBuffer())).metadata()).toMatchObject({ width: 480 });
  });

  it("measures a rotated phone photo the way it is displayed", async () => {
    const photo = await sharp({ create: { width: 1004, height: 650, channels: 3, background: "#888" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const design = await accepted({
      file: { name: "IMG_0001.JPG", pieces: [photo] },
      fields: { productId: "1" },
    });
    expect(design).toMatchObject({
      kind: "jpeg",
      widthPx: 650,
      heightPx: 1004,
      readiness: { status: "good", dpi: 300, printWidthMm: 55, printHeightMm: 85 },
    });
  });

  it("goes by content: a PNG named .pdf is stored as a PNG", async () => {
    const design = await accepted({
      file: { name: "design.pdf", type: "application/pdf", pieces: [await cardPng()] },
    });
    expect(design).toMatchObject({
      name: "design.png",
      kind: "png",
      mimeType: "image/png",
      readiness: null,
    });
  });

  it.each([
    ["an HTML page named .jpg", "photo.jpg", "<!DOCTYPE html><html><script>alert(1)</script></html>"],
    ["an SVG", "logo.svg", '<svg xmlns="http://www.w3.org/2000/svg"><rect width="10" height="10"/></svg>'],
    ["an empty file", "empty.png", ""],
  ])("refuses %s as unsupported and keeps nothing", async (_what, name, content) => {
    const { response, body } = await post({ file: { name, pieces: [Buffer.from(content)] } });
    expect(response.status).toBe(400);
    expect(body).toEqual({ error: "unsupported_type" });
    expect(await storedFiles()).toEqual([]);
    expect(await testDb.current.select().from(uploads)).toHaveLength(0);
  });

  it("stores and serves a PNG sent as passwdscript.html under passwdscript.png", async () => {
    const design = await accepted({
      file: { name: "passwdscript.html", type: "text/html", pieces: [await cardPng()] },
    });
    expect(design.name).toBe("passwdscript.png");
    const [row] = await testDb.current.select().from(uploads);
    expect(row?.originalName).toBe("passwdscript.png");
    const original = await fetchSigned(signUploadPath(env().APP_SECRET, design.fileId, "original", 60));
    expect(original.headers.get("content-disposition")).toContain('filename="passwdscript.png"');
  });

  // Browsers send a file name as raw UTF-8 bytes in the part header (no filename*), as the fixture does.
  it("stores a Thai file name as sent and downloads it under that name", async () => {
    const design = await accepted({ file: pngFile("นามบัตร.png", await cardPng()) });
    expect(design.name).toBe("นามบัตร.png");
    const [row] = await testDb.current.select().from(uploads);
    expect(row?.originalName).toBe("นามบัตร.png");
    const original = await fetchSigned(signUploadPath(env().APP_SECRET, design.fileId, "original", 60));
    const disposition = original.headers.get("content-disposition") ?? "";
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent("นามบัตร.png")}`);
    // The plain filename= is ASCII for clients that ignore filename*; it keeps the extension.
    expect(disposition).toMatch(/filename="[\x20-\x7e]*\.png"/);
  });

  // Decoding 2.5 gigapixels would need 10 GB; the analysis process's 512 MB cap would end it as
  // "too_complex". "too_many_pixels" can only come from reading the header. Memory and time figures
  // belong to `npm run test:abuse`, not to a unit test sharing two cores with 170 others.
  it("refuses a 50000 × 50000 pixel PNG from its header, without decoding it", async () => {
    const { response, body } = await post({ file: pngFile("bomb.png", craftedPng(50_000, 50_000)) });
    expect(response.status).toBe(400);
    expect(body).toEqual({ error: "too_many_pixels" });
    expect(await storedFiles()).toEqual([]);
  });

  it("refuses broken files as unreadable and deletes them", async () => {
    const jpeg = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#f00" } })
      .jpeg()
      .toBuffer();
    for (const [name, bytes] of [
      ["cut.jpg", jpeg.subarray(0, jpeg.length / 2)],
      ["broken.pdf", Buffer.from("%PDF-1.4\nthis is not really a PDF\n")],
      ["header-only.png", craftedPng(10, 10).subarray(0, 33)],
    ] as const) {
      const { response, body } = await post({ file: { name, pieces: [bytes] } });
      expect([name, response.status, body]).toEqual([name, 400, { error: "unreadable" }]);
    }
    expect(await storedFiles()).toEqual([]);
  });

  it("reads a hand-written PDF's page count and A4 page size, and warns against the product", async () => {
    const pdf = handWrittenPdf({ pages: 3 }).head;
    const design = await accepted({ file: { name: "flyer.pdf", pieces: [pdf] }, fields: { productId: "9" } });
    expect(design).toMatchObject({
      kind: "pdf",
      mimeType: "application/pdf",
      pageCount: 3,
      pageWidthMm: 210,
      pageHeightMm: 297,
      widthPx: null,
      readiness: { status: "warning", reasons: [{ code: "pageCount", pages: 3, expected: 1 }] },
    });
    // The first page was drawn with @napi-rs/canvas for the thumbnail.
    expect(design.previewUrl).not.toBeNull();
    expect((await fetchSigned(design.previewUrl ?? "")).status).toBe(200);
  });

  it("keeps on the row whether a PDF declares a CutContour cut line; an image's is not known", async () => {
    const withLine = await accepted({
      file: { name: "sticker.pdf", pieces: [handWrittenPdf({ cutContour: "CutContour" }).head] },
    });
    const without = await accepted({ file: { name: "plain.pdf", pieces: [handWrittenPdf({}).head] } });
    const image = await accepted({ file: pngFile("card.png", await cardPng()) });
    expect([withLine.cutContour, without.cutContour, image.cutContour]).toEqual([true, false, null]);
    const rows = await testDb.current
      .select({ id: uploads.id, cutContour: uploads.cutContour })
      .from(uploads);
    expect(rows).toEqual(
      expect.arrayContaining([
        { id: withLine.fileId, cutContour: true },
        { id: without.fileId, cutContour: false },
        { id: image.fileId, cutContour: null },
      ]),
    );
    // The cart's checks read it from there.
    const summaries = await getUploadSummaries([withLine.fileId, without.fileId, image.fileId]);
    expect(new Map(summaries.map((summary) => [summary.id, summary.facts.cutContour]))).toEqual(
      new Map([
        [withLine.fileId, true],
        [without.fileId, false],
        [image.fileId, null],
      ]),
    );
  });

  it("accepts exactly 50 MB, streamed, with the right md5, in bounded memory", async () => {
    const pdf = handWrittenPdf({ totalBytes: MAX_UPLOAD_BYTES });
    const md5 = createHash("md5").update(pdf.head);
    for (let left = pdf.zeros; left > 0; left -= 65536) md5.update(new Uint8Array(Math.min(65536, left)));
    md5.update(pdf.tail);
    // Warm up: the first PDF loads pdf.js and the canvas module, and the database's first insert
    // grows its heap; neither is the cost of one more upload.
    await accepted({ file: { name: "small.pdf", pieces: [handWrittenPdf({}).head] } });
    const { result, growth } = await measuringMemory((onPull) =>
      accepted({ file: { name: "big.pdf", pieces: [pdf.head, { zeros: pdf.zeros }, pdf.tail] }, onPull }),
    );
    expect(result).toMatchObject({
      size: MAX_UPLOAD_BYTES,
      md5: md5.digest("hex"),
      pageCount: 1,
      pageWidthMm: 210,
    });
    console.info(
      `50 MB upload accepted: peak growth rss ${growth.rssMb} MB, array buffers ${growth.buffersMb} MB`,
    );
    expect(growth.rssMb).toBeLessThan(64);
  });

  it("refuses 50 MB + 1 byte with 413, keeps nothing, and never holds the file in memory", async () => {
    const pdf = handWrittenPdf({ totalBytes: MAX_UPLOAD_BYTES + 1 });
    await post({}); // the database's first queries grow its heap: not part of the upload
    let pulled = 0;
    const { result, growth } = await measuringMemory((sample) =>
      post({
        file: { name: "big.pdf", pieces: [pdf.head, { zeros: pdf.zeros }, pdf.tail] },
        onPull: (bytes) => {
          pulled = bytes;
          sample(bytes);
        },
      }),
    );
    expect(result.response.status).toBe(413);
    expect(result.body).toEqual({ error: "too_large" });
    expect(pulled).toBeGreaterThan(MAX_UPLOAD_BYTES);
    console.info(
      `50 MB + 1 upload refused: peak growth rss ${growth.rssMb} MB, array buffers ${growth.buffersMb} MB`,
    );
    expect(growth.rssMb).toBeLessThan(64);
    expect(growth.buffersMb).toBeLessThan(64);
    expect(await storedFiles()).toEqual([]);
    expect(await testDb.current.select().from(uploads)).toHaveLength(0);
  });

  it("refuses too much even when Content-Length claims little, and a huge claim before reading", async () => {
    const lying = await post({
      file: { name: "big.png", pieces: [craftedPng(10, 10), { zeros: MAX_UPLOAD_BYTES }] },
      headers: { "content-length": "1000" },
    });
    expect(lying.response.status).toBe(413);

    let pulled = 0;
    const huge = await post({
      file: { name: "huge.png", pieces: [craftedPng(10, 10), { zeros: 1024 }] },
      headers: { "content-length": String(200 * 1024 * 1024) },
      onPull: (bytes) => (pulled = bytes),
    });
    expect(huge.response.status).toBe(413);
    expect(pulled).toBeLessThan(128 * 1024);
    expect(await storedFiles()).toEqual([]);
  });

  it("refuses a post from another site's page", async () => {
    const png = await cardPng();
    const foreign = await post({ file: pngFile("a.png", png), headers: { origin: "https://evil.example" } });
    expect(foreign.response.status).toBe(403);
    expect(foreign.body).toEqual({ error: "forbidden" });
    const own = await post({ file: pngFile("a.png", png), headers: { origin: "http://localhost:3000" } });
    expect(own.response.status).toBe(201);
    const proxied = await post({
      file: pngFile("a.png", png),
      headers: { origin: "https://shop.example", "x-forwarded-host": "shop.example" },
    });
    expect(proxied.response.status).toBe(201);
  });

  it("wants exactly one file part", async () => {
    expect((await post({ fields: { productId: "1" } })).body).toEqual({ error: "missing_file" });
    const two = await post({
      file: pngFile("a.png", await cardPng()),
      extraFiles: [{ field: "file", name: "b.png", bytes: await cardPng() }],
    });
    expect([two.response.status, two.body]).toEqual([400, { error: "invalid_request" }]);
    expect(await storedFiles()).toEqual([]);
  });

  it("slows a client down after 60 uploads in ten minutes", async () => {
    for (let i = 0; i < 60; i++) expect((await post({})).response.status).toBe(400);
    expect(await post({})).toMatchObject({ response: { status: 429 }, body: { error: "rate_limited" } });
  });

  it("serves files only through valid, unexpired links", async () => {
    const png = await cardPng();
    const design = await accepted({ file: pngFile("card.png", png), fields: { productId: "1" } });
    const original = await fetchSigned(signUploadPath(env().APP_SECRET, design.fileId, "original", 60));
    expect(original.status).toBe(200);
    expect(Buffer.from(await original.arrayBuffer()).equals(png)).toBe(true);
    expect(Object.fromEntries(original.headers)).toMatchObject({
      "content-type": "image/png",
      "content-length": String(png.length),
      "content-disposition": `inline; filename="card.png"; filename*=UTF-8''card.png`,
      "x-content-type-options": "nosniff",
    });
    expect(original.headers.get("cache-control")).toMatch(/^private, max-age=(\d+)$/);

    const preview = design.previewUrl ?? "";
    const tampered = preview.replace(/sig=(.)/, (_m, c: string) => `sig=${c === "A" ? "B" : "A"}`);
    expect((await fetchSigned(tampered)).status).toBe(403);
    expect((await fetchSigned(preview.replace("/preview?", "/original?"))).status).toBe(403);
    const expired = signUploadPath(env().APP_SECRET, design.fileId, "original", 60, Date.now() - 3600_000);
    expect((await fetchSigned(expired)).status).toBe(403);
    const unknown = signUploadPath(env().APP_SECRET, crypto.randomUUID(), "original", 60);
    expect((await fetchSigned(unknown)).status).toBe(404);
  });

  it("summarises existing uploads for the cart and skips unknown ids", async () => {
    const design = await accepted({ file: pngFile("card.png", await cardPng()) });
    const summaries = await getUploadSummaries([design.fileId, crypto.randomUUID(), "not-a-uuid"]);
    expect(summaries).toEqual([
      {
        id: design.fileId,
        name: "card.png",
        kind: "png",
        size: design.size,
        previewUrl: expect.stringMatching(/^\/api\/uploads\/.+\/preview\?expires=\d+&sig=/),
        // What the cart's checks of a book's files read.
        facts: {
          kind: "png",
          widthPx: design.widthPx,
          heightPx: design.heightPx,
          pageCount: null,
          pageWidthMm: null,
          pageHeightMm: null,
          cutContour: null,
        },
      },
    ]);
    expect(await getUploadSummaries([])).toEqual([]);
  });

  // The figures (seconds, server memory, /api/health latency meanwhile) are measured against a running
  // shop by `npm run test:abuse`; here the behaviour: refused, nothing kept, the earlier upload intact.
  it("refuses a PDF whose content stream inflates to 1 GiB and keeps nothing of it", async () => {
    const bomb = await pdfBomb(1024 ** 3);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    await accepted({ file: { name: "warm-up.pdf", pieces: [handWrittenPdf({}).head] } });
    const warmUpFiles = await storedFiles();
    const { response, body } = await post({
      file: { name: "bomb.pdf", pieces: [bomb] },
      fields: { productId: "9" },
    });
    expect([response.status, body]).toEqual([400, { error: "too_complex" }]);
    expect(await storedFiles()).toEqual(warmUpFiles);
    expect(await testDb.current.select().from(uploads)).toHaveLength(1);
  });

  it("refuses a JPEG that declares 65000 × 65000 pixels", async () => {
    const jpeg = await sharp({ create: { width: 16, height: 16, channels: 3, background: "#0a0" } })
      .jpeg()
      .toBuffer();
    // The frame header (SOF0: FF C0, length, precision) holds height and width as 16-bit numbers.
    const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
    jpeg.writeUInt16BE(65_000, sof + 5);
    jpeg.writeUInt16BE(65_000, sof + 7);
    const { response, body } = await post({ file: { name: "huge.jpg", pieces: [jpeg] } });
    expect([response.status, body]).toEqual([400, { error: "too_many_pixels" }]);
    expect(await storedFiles()).toEqual([]);
  });

  it("answers the next upload normally after the analysis process is killed mid-file", async () => {
    const bomb = await pdfBomb(1024 ** 3);
    // A finished upload first, so the process killed below is busy with the bomb, not starting up.
    await accepted({ file: pngFile("before.png", await cardPng()) });
    const pending = post({ file: { name: "bomb.pdf", pieces: [bomb] } });
    let killed = false;
    for (let tries = 0; tries < 200 && !killed; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      for (const pid of await analysisProcessIds()) {
        process.kill(pid, "SIGKILL");
        killed = true;
      }
    }
    expect(killed).toBe(true);
    expect((await pending).body).toEqual({ error: "too_complex" });

    const design = await accepted({
      file: pngFile("after.png", await cardPng()),
      fields: { productId: "1" },
    });
    expect(design).toMatchObject({ widthPx: 1004, heightPx: 650 });
    expect(design.previewUrl).not.toBeNull();
  });
});

/** Child processes of this one that run the upload analysis (busy ones: their CPU time moves). */
async function analysisProcessIds(): Promise<number[]> {
  const pids: number[] = [];
  for (const entry of await readdir("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, "utf8").catch(() => "");
    const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    if (parent !== process.pid) continue;
    const command = await readFile(`/proc/${entry}/cmdline`, "utf8").catch(() => "");
    if (command.includes("analysis-child")) pids.push(Number(entry));
  }
  return pids;
}
