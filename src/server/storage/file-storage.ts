import type { Readable } from "node:stream";

/**
 * Where uploaded bytes live. Keys are made by us (never taken from a request) and look like
 * `3f2c…/original`; the interface is the same for the local disk and an S3-compatible bucket, so
 * services never know which one they talk to. Both pass the same contract tests
 * (file-storage.contract.test.ts).
 */
export interface FileStorage {
  /**
   * Stores everything `source` yields under `key`. The object appears only once it is complete (a
   * half-written file is never visible), and nothing is left behind when `source` fails.
   */
  write(key: string, source: Readable): Promise<{ size: number }>;
  /** The stored bytes as a stream; throws `FileNotFoundError` when there is no such key. */
  openRead(key: string): Promise<Readable>;
  stat(key: string): Promise<{ size: number; modifiedAt: Date } | undefined>;
  /** Removes the key; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Runs `work` with a path on the local disk holding the bytes. Parsers that need random access
   * (pdf.js reads a PDF's end first) use this; a remote store downloads to a temporary file.
   */
  withLocalFile<T>(key: string, work: (path: string) => Promise<T>): Promise<T>;
  /** Every stored key with when it was written, in no particular order (the cleanup's orphan sweep). */
  list(): AsyncIterable<StoredObject>;
  /**
   * A URL the store itself answers for about `expiresInSeconds` (an S3 presigned GET), or undefined when
   * the store has none (local disk: the shop streams the bytes itself).
   */
  directUrl(key: string, options: DirectUrlOptions): Promise<string | undefined>;
}

export type StoredObject = { key: string; modifiedAt: Date };

type DirectUrlOptions = {
  expiresInSeconds: number;
  /** Sent back as the answer's Content-Type and Content-Disposition, as the shop's own answer would be. */
  contentType?: string;
  contentDisposition?: string;
};

export class FileNotFoundError extends Error {
  override name = "FileNotFoundError";
  constructor(key: string) {
    super(`no stored file under ${key}`);
  }
}

/**
 * Keys are generated, but a bug elsewhere must still never turn one into a path outside the store:
 * only relative, slash-separated segments of safe characters, no `.` or `..` parts.
 */
export function assertSafeKey(key: string): void {
  const segments = key.split("/");
  const safe =
    key.length > 0 &&
    key.length <= 200 &&
    segments.every((segment) => /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(segment) && !segment.includes(".."));
  if (!safe) throw new Error(`unsafe storage key: ${JSON.stringify(key)}`);
}
