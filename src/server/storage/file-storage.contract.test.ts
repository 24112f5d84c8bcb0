import { createHash } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { buffer, text } from "node:stream/consumers";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startS3StandIn, type S3StandIn } from "../../../tools/s3-stand-in/server";
import { directUrlOrigin } from "./direct-url-origin";
import { FileNotFoundError, type FileStorage } from "./file-storage";
import { localDiskStorage } from "./local-disk-storage";
import { s3Storage, s3StorageFor } from "./s3-storage";

/**
 * The one contract every file store keeps, run on the local disk and on an S3-compatible bucket (the
 * s3rver stand-in, over real HTTP with signed requests), so services never need to know which one they
 * have.
 */
let standIn: S3StandIn;
beforeAll(async () => {
  standIn = await startS3StandIn();
});
afterAll(async () => {
  await standIn?.close();
});

const stores: { name: string; make: () => FileStorage }[] = [
  { name: "local disk", make: () => localDiskStorage(mkdtempSync(path.join(tmpdir(), "printgo-storage-"))) },
  {
    name: "S3 bucket",
    make: () => s3StorageFor(standIn.env),
  },
];

describe.each(stores)("file storage contract: $name", ({ name, make }) => {
  let storage: FileStorage;
  let prefix: string;
  beforeEach(() => {
    storage = make();
    // The stand-in's bucket is shared by the tests of this file: each test writes under its own folder.
    prefix = `t${crypto.randomUUID()}`;
  });
  const key = (rest: string) => `${prefix}/${rest}`;
  const keysListed = async () => {
    const keys: string[] = [];
    for await (const stored of storage.list()) if (stored.key.startsWith(prefix)) keys.push(stored.key);
    return keys.sort();
  };

  it("writes a stream under a key and reads, stats, lists and deletes it", async () => {
    const before = Date.now() - 2000;
    const { size } = await storage.write(key("original"), Readable.from([Buffer.from("hello "), "world"]));
    expect(size).toBe(11);
    expect(await text(await storage.openRead(key("original")))).toBe("hello world");
    const stat = await storage.stat(key("original"));
    expect(stat?.size).toBe(11);
    expect(stat!.modifiedAt.getTime()).toBeGreaterThan(before);
    expect(await storage.withLocalFile(key("original"), async (file) => readFile(file, "utf8"))).toBe(
      "hello world",
    );
    expect(await keysListed()).toEqual([key("original")]);
    await storage.delete(key("original"));
    expect(await storage.stat(key("original"))).toBeUndefined();
    expect(await keysListed()).toEqual([]);
    await storage.delete(key("original")); // deleting twice is fine
  });

  it("answers FileNotFoundError for a key that was never written, and no stat", async () => {
    await expect(storage.openRead(key("missing"))).rejects.toBeInstanceOf(FileNotFoundError);
    await expect(storage.withLocalFile(key("missing"), async () => "read")).rejects.toBeInstanceOf(
      FileNotFoundError,
    );
    expect(await storage.stat(key("missing"))).toBeUndefined();
  });

  it("stores a 12 MB design in parts and gives back the same bytes", async () => {
    const chunk = Buffer.alloc(256 * 1024);
    const chunks = Array.from({ length: 48 }, (_, i) => Buffer.from(chunk.fill(i % 251)));
    const expected = createHash("md5");
    for (const part of chunks) expected.update(part);
    const { size } = await storage.write(key("big"), Readable.from(chunks));
    expect(size).toBe(12 * 1024 * 1024);
    const back = await buffer(await storage.openRead(key("big")));
    expect(createHash("md5").update(back).digest("hex")).toBe(expected.digest("hex"));
    expect((await storage.stat(key("big")))?.size).toBe(12 * 1024 * 1024);
  });

  it.each([
    ["a small file", 64 * 1024],
    ["a file past the first part", 6 * 1024 * 1024],
  ])("never shows a half-written file: %s whose stream fails leaves nothing", async (_, bytes) => {
    async function* failing() {
      for (let sent = 0; sent < bytes; sent += 64 * 1024) yield Buffer.alloc(64 * 1024, 1);
      throw new Error("client went away");
    }
    await expect(storage.write(key("original"), Readable.from(failing()))).rejects.toThrow(
      "client went away",
    );
    expect(await storage.stat(key("original"))).toBeUndefined();
    expect(await keysListed()).toEqual([]);
  });

  it("replaces an existing file whole", async () => {
    await storage.write(key("file"), Readable.from(["first version"]));
    await storage.write(key("file"), Readable.from(["second"]));
    expect(await text(await storage.openRead(key("file")))).toBe("second");
  });

  it.each(["../escape", "a/../../escape", "/etc/passwd", "a//b", "", ".hidden", "a\\b", "C:/x", "a/./b"])(
    "refuses the unsafe key %j",
    async (unsafe) => {
      await expect(storage.write(unsafe, Readable.from(["x"]))).rejects.toThrow("unsafe storage key");
      await expect(storage.openRead(unsafe)).rejects.toThrow("unsafe storage key");
      await expect(storage.delete(unsafe)).rejects.toThrow("unsafe storage key");
      await expect(storage.directUrl(unsafe, { expiresInSeconds: 60 })).rejects.toThrow("unsafe storage key");
    },
  );

  if (name === "local disk") {
    it("has no direct URL: the shop streams the bytes itself", async () => {
      await storage.write(key("file"), Readable.from(["x"]));
      expect(await storage.directUrl(key("file"), { expiresInSeconds: 60 })).toBeUndefined();
    });
  } else {
    it("gives a presigned URL the bucket answers with the shop's type and file name", async () => {
      await storage.write(key("original"), Readable.from(["%PDF-1.4 design"]));
      const url = await storage.directUrl(key("original"), {
        expiresInSeconds: 60,
        contentType: "application/pdf",
        contentDisposition: 'inline; filename="card.pdf"',
      });
      expect(new URL(url!).origin).toBe(directUrlOrigin(standIn.env));
      const query = new URL(url!).searchParams;
      expect(query.get("X-Amz-Algorithm")).toBe("AWS4-HMAC-SHA256");
      expect(query.get("X-Amz-Expires")).toBe("60");
      expect(query.get("X-Amz-Credential")).toMatch(/^S3RVER\//);
      const answer = await fetch(url!);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toBe("application/pdf");
      expect(answer.headers.get("content-disposition")).toBe('inline; filename="card.pdf"');
      expect(await answer.text()).toBe("%PDF-1.4 design");
      // What this can't show: the stand-in checks neither V4 signatures nor who may read, so a tampered
      // or unsigned URL would work on it. AWS, R2 and MinIO check both; the bucket must be private
      // (docs/deploy.md#object-storage).
    });

    it("addresses AWS itself virtual-hosted, at the origin the pages' policy allows", async () => {
      const aws = s3Storage({
        bucket: "printgo-files",
        region: "eu-central-1",
        accessKeyId: "AKIAEXAMPLE",
        secretAccessKey: "example",
      });
      // Presigning is computed here, without a request: no AWS account is needed.
      const url = await aws.directUrl("abc/original", { expiresInSeconds: 60 });
      const variables = { S3_BUCKET: "printgo-files", S3_REGION: "eu-central-1" };
      expect(new URL(url!).origin).toBe(directUrlOrigin(variables));
      expect(directUrlOrigin(variables)).toBe("https://printgo-files.s3.eu-central-1.amazonaws.com");
      expect(directUrlOrigin({})).toBeUndefined();
    });

    it("signs for 7 days at most, the longest S3 allows", async () => {
      await storage.write(key("original"), Readable.from(["x"]));
      const url = await storage.directUrl(key("original"), { expiresInSeconds: 30 * 86_400 });
      expect(new URL(url!).searchParams.get("X-Amz-Expires")).toBe(String(7 * 86_400));
    });
  }
});
