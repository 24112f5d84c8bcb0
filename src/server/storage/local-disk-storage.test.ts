import { mkdtempSync } from "node:fs";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { beforeEach, describe, expect, it } from "vitest";
import type { FileStorage } from "./file-storage";
import { localDiskStorage } from "./local-disk-storage";

// What every store does is in file-storage.contract.test.ts; this is what only the disk does.
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
  it("keeps a file at its key's path and removes the key's folder with its last file", async () => {
    await storage.write("abc/original", Readable.from(["hello world"]));
    expect(await readFile(path.join(root, "abc", "original"), "utf8")).toBe("hello world");
    await storage.delete("abc/original");
    expect(await readdir(root)).toEqual([".tmp"]);
  });

  it("leaves nothing in its temporary folder when a write fails", async () => {
    async function* failing() {
      yield Buffer.alloc(64 * 1024, 1);
      throw new Error("client went away");
    }
    await expect(storage.write("abc/original", Readable.from(failing()))).rejects.toThrow("client went away");
    expect(await filesOnDisk()).toEqual([]);
  });

  it("does not list a write still in progress", async () => {
    await mkdir(path.join(root, ".tmp"), { recursive: true });
    await writeFile(path.join(root, ".tmp", "half.part"), "half");
    await storage.write("abc/original", Readable.from(["done"]));
    const keys: string[] = [];
    for await (const stored of storage.list()) keys.push(stored.key);
    expect(keys).toEqual(["abc/original"]);
  });
});
