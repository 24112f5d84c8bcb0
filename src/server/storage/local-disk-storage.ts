import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readdir, rename, rm, rmdir, stat } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { assertSafeKey, FileNotFoundError, type FileStorage } from "./file-storage";

/**
 * Files under one folder on this machine. Writes go to `.tmp/` in the same folder (so the final
 * rename is atomic on one file system) and are renamed into place only when complete.
 */
export function localDiskStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, ...key.split("/"));
  };

  return {
    async write(key, source: Readable) {
      const target = pathOf(key);
      const temp = path.join(root, ".tmp", `${randomUUID()}.part`);
      await mkdir(path.dirname(temp), { recursive: true });
      await mkdir(path.dirname(target), { recursive: true });
      const output = createWriteStream(temp, { flags: "wx", mode: 0o600 });
      try {
        await pipeline(source, output);
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      return { size: output.bytesWritten };
    },

    async openRead(key) {
      const file = pathOf(key);
      if (!(await stat(file).catch(() => undefined))?.isFile()) throw new FileNotFoundError(key);
      return createReadStream(file);
    },

    async stat(key) {
      const info = await stat(pathOf(key)).catch(() => undefined);
      return info?.isFile() ? { size: info.size, modifiedAt: info.mtime } : undefined;
    },

    async delete(key) {
      const file = pathOf(key);
      await rm(file, { force: true });
      // The key's folder goes with its last file, so deleted uploads leave no empty folders behind.
      if (path.dirname(file) !== root) await rmdir(path.dirname(file)).catch(() => {});
    },

    async withLocalFile(key, work) {
      const file = pathOf(key);
      if (!(await stat(file).catch(() => undefined))?.isFile()) throw new FileNotFoundError(key);
      return work(file);
    },

    async *list() {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const file = path.join(entry.parentPath, entry.name);
        const key = path.relative(root, file).split(path.sep).join("/");
        // Writes in progress live in .tmp/ until they are renamed into place: not keys.
        if (key.startsWith(".tmp/")) continue;
        const info = await stat(file).catch(() => undefined);
        if (info) yield { key, modifiedAt: info.mtime };
      }
    },

    async directUrl(key) {
      pathOf(key); // the same refusal of an unsafe key as every other method
      return undefined;
    },
  };
}
