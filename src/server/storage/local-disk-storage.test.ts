import { mkdtempSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { beforeEach, describe, expect, it } from "vitest";
import { FileNotFoundError, type FileStorage } from "./file-storage";
import { localDiskStorage } from "./local-disk-storage";

let root: string;
let storage: FileStorage;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "printgo-storage-"));
  storage = localDiskStorage(root);
});

/** Every regular file under root, relative, temp folder included. */
async function filesOnDisk(): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}

describe("local disk storage", () => {
  it("writes a stream under a key and reads, stats and deletes it", async () => {
    const { size } = await storage.write("abc/original", Readable.from([Buffer.from("hello "), "world"]));
    expect(size).toBe(11);
    expect(await readFile(path.join(root, "abc", "original"), "utf8")).toBe("hello world");
    expect(await text(await storage.openRead("abc/original"))).toBe("hello world");
    expect(await storage.stat("abc/original")).toMatchObject({ size: 11 });
    expect(await storage.withLocalFile("abc/original", async (file) => readFile(file, "utf8"))).toBe(
      "hello world",
    );
    await storage.delete("abc/original");
    expect(await storage.stat("abc/original")).toBeUndefined();
    await expect(storage.openRead("abc/original")).rejects.toBeInstanceOf(FileNotFoundError);
    await storage.delete("abc/original"); // deleting twice is fine
  });

  it("never shows a half-written file: a failing stream leaves nothing behind", async () => {
    async function* failing() {
      yield Buffer.alloc(64 * 1024, 1);
      throw new Error("client went away");
    }
    await expect(storage.write("abc/original", Readable.from(failing()))).rejects.toThrow("client went away");
    expect(await storage.stat("abc/original")).toBeUndefined();
    expect(await filesOnDisk()).toEqual([]);
  });

  it("replaces an existing file whole", async () => {
    await storage.write("k/file", Readable.from(["first version"]));
    await storage.write("k/file", Readable.from(["second"]));
    expect(await text(await storage.openRead("k/file"))).toBe("second");
  });

  it.each(["../escape", "a/../../escape", "/etc/passwd", "a//b", "", ".hidden", "a\\b", "C:/x", "a/./b"])(
    "refuses the unsafe key %j",
    async (key) => {
      await expect(storage.write(key, Readable.from(["x"]))).rejects.toThrow("unsafe storage key");
      await expect(storage.openRead(key)).rejects.toThrow("unsafe storage key");
      await expect(storage.delete(key)).rejects.toThrow("unsafe storage key");
    },
  );
});
