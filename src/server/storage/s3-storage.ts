import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { assertSafeKey, FileNotFoundError, type FileStorage } from "./file-storage";

export type S3StorageConfig = {
  bucket: string;
  /** Anything but AWS itself (R2, MinIO, the test stand-in); addressed path-style then. */
  endpoint?: string | undefined;
  region: string;
  /** Both or neither: without them the SDK's default chain applies (environment, instance role). */
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
};

/** The S3_* variables (env.ts) that choose and reach a bucket. */
export type S3Variables = {
  S3_BUCKET?: string | undefined;
  S3_ENDPOINT?: string | undefined;
  S3_REGION?: string | undefined;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
};

/** The bucket the S3_* variables name (the shop's configuration, or a stand-in's `env`). */
export function s3StorageFor(variables: S3Variables & { S3_BUCKET: string }): FileStorage {
  return s3Storage({
    bucket: variables.S3_BUCKET,
    endpoint: variables.S3_ENDPOINT,
    region: variables.S3_REGION || "us-east-1",
    accessKeyId: variables.S3_ACCESS_KEY_ID,
    secretAccessKey: variables.S3_SECRET_ACCESS_KEY,
  });
}

/**
 * Parts of a multipart upload, and how many are in flight at once: an upload holds at most about
 * PART_SIZE × QUEUE_SIZE in memory whatever the file's size (50 MB designs; S3's smallest part is 5 MiB).
 */
const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;

/** AWS signs a URL for 7 days at most (Signature Version 4). */
const MAX_PRESIGN_SECONDS = 7 * 24 * 60 * 60;

/**
 * Files in an S3-compatible bucket (docs/deploy.md#object-storage). Every instance and worker sees the
 * same files, and the bucket answers downloads itself through presigned URLs. An object appears only
 * once complete: a small file is one PutObject, a large one a multipart upload that S3 assembles at the
 * end and that is aborted (its parts removed) when the source fails.
 */
export function s3Storage(config: S3StorageConfig): FileStorage {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint && { endpoint: config.endpoint, forcePathStyle: true }),
    ...(config.accessKeyId &&
      config.secretAccessKey && {
        credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      }),
  });
  const Bucket = config.bucket;
  const object = (key: string) => {
    assertSafeKey(key);
    return { Bucket, Key: key };
  };

  async function openRead(key: string): Promise<Readable> {
    try {
      const answer = await client.send(new GetObjectCommand(object(key)));
      // In Node the SDK's body is an http.IncomingMessage, a Readable.
      return answer.Body as Readable;
    } catch (error) {
      if (isMissing(error)) throw new FileNotFoundError(key);
      throw error;
    }
  }

  return {
    async write(key, source) {
      let size = 0;
      const counted = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(null, chunk);
        },
      });
      // The source's own failure must reach the upload (which then aborts) and the caller.
      let sourceError: unknown;
      source.once("error", (error) => {
        sourceError = error;
        counted.destroy(error);
      });
      const upload = new Upload({
        client,
        params: { ...object(key), Body: source.pipe(counted) },
        partSize: PART_SIZE,
        queueSize: QUEUE_SIZE,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        // When the source failed, say so even if aborting the multipart upload failed too (the error
        // lib-storage throws then is the abort's). Parts of a failed abort are not an object; a bucket
        // lifecycle rule removes them (docs/deploy.md#object-storage).
        throw sourceError ?? error;
      }
      return { size };
    },

    openRead,

    async stat(key) {
      try {
        const head = await client.send(new HeadObjectCommand(object(key)));
        return { size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0) };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async delete(key) {
      // S3 answers 204 for a missing key too.
      await client.send(new DeleteObjectCommand(object(key)));
    },

    async withLocalFile(key, work) {
      const source = await openRead(key);
      const folder = await mkdtemp(path.join(tmpdir(), "printgo-s3-"));
      try {
        const file = path.join(folder, "file");
        await pipeline(source, createWriteStream(file, { mode: 0o600 }));
        return await work(file);
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },

    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const item of page.Contents ?? []) {
          if (item.Key) yield { key: item.Key, modifiedAt: item.LastModified ?? new Date(0) };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },

    async directUrl(key, { expiresInSeconds, contentType, contentDisposition }) {
      const command = new GetObjectCommand({
        ...object(key),
        ResponseContentType: contentType,
        ResponseContentDisposition: contentDisposition,
      });
      const expiresIn = Math.max(1, Math.min(Math.ceil(expiresInSeconds), MAX_PRESIGN_SECONDS));
      return getSignedUrl(client, command, { expiresIn });
    },
  };
}

/** NoSuchKey from GetObject, a bare 404 ("NotFound") from HeadObject, which has no body to name it. */
function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === "NoSuchKey" || error.name === "NotFound" || error.$metadata.httpStatusCode === 404)
  );
}
