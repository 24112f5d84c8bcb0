import path from "node:path";
import { env, type Env } from "@/server/env";
import type { FileStorage } from "./file-storage";
import { localDiskStorage } from "./local-disk-storage";
import { s3StorageFor } from "./s3-storage";

export { type FileStorage, type StoredObject } from "./file-storage";

let current: { config: Env; storage: FileStorage } | undefined;

/**
 * The process's file store: the S3-compatible bucket S3_BUCKET names, or else `$DATA_DIR/uploads` on this
 * machine (docs/deploy.md#object-storage). Made again when the configuration is read again (tests).
 */
export function fileStorage(): FileStorage {
  const config = env();
  if (current?.config !== config) current = { config, storage: storageFor(config) };
  return current.storage;
}

function storageFor(config: Env): FileStorage {
  const { S3_BUCKET } = config;
  return S3_BUCKET
    ? s3StorageFor({ ...config, S3_BUCKET })
    : localDiskStorage(path.join(config.DATA_DIR, "uploads"));
}
