import path from "node:path";
import { env, type Env } from "@/server/env";
import type { FileStorage } from "./file-storage";
import { localDiskStorage } from "./local-disk-storage";
import { s3Storage } from "./s3-storage";

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
  if (!config.S3_BUCKET) return localDiskStorage(path.join(config.DATA_DIR, "uploads"));
  return s3Storage({
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
  });
}
