import path from "node:path";
import { env } from "@/server/env";
import type { FileStorage } from "./file-storage";
import { localDiskStorage } from "./local-disk-storage";

export { type FileStorage } from "./file-storage";

let storage: FileStorage | undefined;

/** The process's file store: `$DATA_DIR/uploads` (an S3-compatible bucket when S3_* comes). */
export function fileStorage(): FileStorage {
  storage ??= localDiskStorage(path.join(env().DATA_DIR, "uploads"));
  return storage;
}
