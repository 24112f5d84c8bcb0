import { createHash } from "node:crypto";
import { Readable, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { describe, expect, it } from "vitest";
import { ByteInspector } from "./byte-inspector";

const pngHead = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

async function inspect(chunks: Buffer[], max = 1000) {
  const inspector = new ByteInspector(max);
  let passed = 0;
  const sink = new Writable({
    write(chunk: Buffer, _e, done) {
      passed += chunk.length;
      done();
    },
  });
  await pipeline(Readable.from(chunks), inspector, sink);
  return { ...inspector.result(), passed };
}

describe("inspecting an upload while it streams", () => {
  it("passes every byte through and reports kind, size and hashes", async () => {
    const body = Buffer.concat([pngHead, Buffer.alloc(100, 7)]);
    const result = await inspect([body.subarray(0, 3), body.subarray(3, 5), body.subarray(5)]);
    expect(result).toEqual({
      kind: "png",
      size: 108,
      passed: 108,
      md5: createHash("md5").update(body).digest("hex"),
      sha256: createHash("sha256").update(body).digest("hex"),
    });
  });

  it("accepts exactly the limit and refuses one byte more", async () => {
    const exact = Buffer.concat([pngHead, Buffer.alloc(992)]);
    expect((await inspect([exact])).size).toBe(1000);
    await expect(inspect([exact, Buffer.alloc(1)])).rejects.toMatchObject({ code: "too_large" });
  });

  it("refuses an unknown kind at the first bytes, before the rest arrives", async () => {
    let pulled = 0;
    async function* html() {
      for (; pulled < 100; pulled++) yield Buffer.from("<html><body>not a picture</body></html>");
    }
    const inspector = new ByteInspector(1_000_000);
    await expect(
      pipeline(Readable.from(html()), inspector, new Writable({ write: (_c, _e, d) => d() })),
    ).rejects.toMatchObject({
      code: "unsupported_type",
    });
    expect(pulled).toBeLessThan(5);
  });

  it("refuses an empty file and one shorter than any signature", async () => {
    await expect(inspect([])).rejects.toMatchObject({ code: "unsupported_type" });
    await expect(inspect([Buffer.from("%PD")])).rejects.toMatchObject({ code: "unsupported_type" });
  });
});
