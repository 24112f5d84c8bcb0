import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rename, rm, rmdir, stat } from "node:fs/promises";
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
  };
}
