import { createHash } from "node:crypto";
import { readdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startS3StandIn, type S3StandIn } from "../../../tools/s3-stand-in/server";
import { GET } from "@/app/api/uploads/[id]/[variant]/route";
import { POST } from "@/app/api/uploads/route";
import { seedTestCatalog } from "@/modules/catalog/testing";
import { resetProcessCaches } from "@/server/cache";
import { env } from "@/server/env";
import { markEdgeInFront } from "@/server/http/edge/edge-headers";
import { fileStorage } from "@/server/storage";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import { nextRequestPerTest } from "@/test/next-headers";
import { MAX_UPLOAD_BYTES } from "./constants";
import { uploadedDesignSchema } from "./schema";
import { signUploadPath } from "./signing";
import { handWrittenPdf, uploadRequest } from "./test-fixtures";
import { measuringMemory } from "./test-memory";
import { printFiles } from "./uploads.server";

// The same upload path as upload-api.test.ts, with S3_BUCKET set: every file goes to the bucket (the
// s3rver stand-in, over HTTP) and downloads are answered by the bucket through presigned URLs.
markEdgeInFront();
vi.mock("next/headers", () => import("@/test/next-headers"));

const testDb = freshDatabasePerTest();
const nextRequest = nextRequestPerTest();
let standIn: S3StandIn;

beforeAll(async () => {
  standIn = await startS3StandIn();
});
afterAll(async () => {
  await standIn?.close();
});
beforeEach(async () => {
  for (const [name, value] of Object.entries(standIn.env)) vi.stubEnv(name, value);
  resetProcessCaches();
  await seedTestCatalog(testDb.current);
  nextRequest.set({ clientAddress: `203.0.113.${Math.floor(Math.random() * 250)}` });
});
afterEach(() => {
  vi.unstubAllEnvs();
  resetProcessCaches();
});

async function storedKeys(): Promise<string[]> {
  const keys: string[] = [];
  for await (const stored of fileStorage().list()) keys.push(stored.key);
  return keys;
}

function fetchSigned(url: string) {
  const [, , , id = "", variant = ""] = new URL(url, "http://localhost:3000").pathname.split("/");
  return GET(new Request(new URL(url, "http://localhost:3000")), {
    params: Promise.resolve({ id, variant }),
  });
}

describe(`design uploads in an S3 bucket (${testEngine})`, () => {
  it("stores the original and preview in the bucket and nothing on the disk", async () => {
    const png = await sharp({ create: { width: 1004, height: 650, channels: 3, background: "#3b5bdb" } })
      .png()
      .toBuffer();
    const response = await POST(
      uploadRequest({
        file: { name: "card.png", type: "image/png", pieces: [png] },
        fields: { productId: "1" },
      }),
      {},
    );
    expect(response.status).toBe(201);
    const design = uploadedDesignSchema.parse(await response.json());
    // Read back from the bucket by the analysis (withLocalFile): the facts are the PNG's.
    expect(design).toMatchObject({ widthPx: 1004, heightPx: 650 });

    const keys = await storedKeys();
    expect(keys.filter((key) => key.startsWith(design.fileId)).sort()).toEqual(
      [`${design.fileId}/original`, `${design.fileId}/preview.webp`].sort(),
    );
    const onDisk = await readdir(path.join(env().DATA_DIR, "uploads"), { recursive: true }).catch(() => []);
    expect(onDisk.filter((name) => name.includes(design.fileId))).toEqual([]);

    // The shop checks its own link, then sends the browser to the bucket for a short while.
    const original = await fetchSigned(signUploadPath(env().APP_SECRET, design.fileId, "original", 3600));
    expect(original.status).toBe(302);
    const location = new URL(original.headers.get("location")!);
    expect(location.origin).toBe(standIn.endpoint);
    expect(Number(location.searchParams.get("X-Amz-Expires"))).toBeLessThanOrEqual(15 * 60);
    const fromBucket = await fetch(location);
    expect(fromBucket.headers.get("content-type")).toBe("image/png");
    expect(fromBucket.headers.get("content-disposition")).toContain('filename="card.png"');
    expect(Buffer.from(await fromBucket.arrayBuffer()).equals(png)).toBe(true);

    const preview = await fetchSigned(design.previewUrl!);
    expect(preview.status).toBe(302);
    const previewBytes = await fetch(preview.headers.get("location")!);
    expect(previewBytes.headers.get("content-type")).toBe("image/webp");
    expect((await sharp(Buffer.from(await previewBytes.arrayBuffer())).metadata()).format).toBe("webp");

    // A bad link is still refused by the shop, before any bucket URL is made.
    const tampered = design.previewUrl!.replace(/sig=(.)/, (_m, c: string) => `sig=${c === "A" ? "B" : "A"}`);
    expect((await fetchSigned(tampered)).status).toBe(403);
  });

  it("streams 50 MB to the bucket in parts, in bounded memory, with the right md5", async () => {
    const pdf = handWrittenPdf({ totalBytes: MAX_UPLOAD_BYTES });
    const md5 = createHash("md5").update(pdf.head);
    for (let left = pdf.zeros; left > 0; left -= 65536) md5.update(new Uint8Array(Math.min(65536, left)));
    md5.update(pdf.tail);
    // Warm up: the first PDF loads pdf.js and the SDK's first request builds its clients.
    await POST(uploadRequest({ file: { name: "small.pdf", pieces: [handWrittenPdf({}).head] } }), {});
    const { result, growth } = await measuringMemory(async (onPull) => {
      const response = await POST(
        uploadRequest({
          file: { name: "big.pdf", pieces: [pdf.head, { zeros: pdf.zeros }, pdf.tail] },
          onPull,
        }),
        {},
      );
      expect(response.status).toBe(201);
      return uploadedDesignSchema.parse(await response.json());
    });
    expect(result).toMatchObject({ size: MAX_UPLOAD_BYTES, md5: md5.digest("hex"), pageCount: 1 });
    expect((await fileStorage().stat(`${result.fileId}/original`))?.size).toBe(MAX_UPLOAD_BYTES);
    console.info(
      `50 MB upload to the bucket: peak growth rss ${growth.rssMb} MB, array buffers ${growth.buffersMb} MB`,
    );
    // The same bound as on the disk (upload-api.test.ts): parts in flight, not the file.
    expect(growth.rssMb).toBeLessThan(64);
  });

  it("gives the print provider the bucket's own URL for the original, with its MD5", async () => {
    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#e03131" } })
      .png()
      .toBuffer();
    const response = await POST(
      uploadRequest({ file: { name: "flyer.png", type: "image/png", pieces: [png] } }),
      {},
    );
    const design = uploadedDesignSchema.parse(await response.json());

    const files = await printFiles(testDb.current, [design.fileId], 7 * 86_400);
    const file = files.get(design.fileId)!;
    expect(file.md5).toBe(design.md5);
    const url = new URL(file.url);
    expect(url.origin).toBe(standIn.endpoint);
    expect(url.searchParams.get("X-Amz-Expires")).toBe(String(7 * 86_400));
    expect(Buffer.from(await (await fetch(url)).arrayBuffer()).equals(png)).toBe(true);
  });
});
