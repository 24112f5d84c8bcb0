import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";

/**
 * An S3-compatible server on this machine (s3rver), standing in for AWS S3, Cloudflare R2 or MinIO in
 * tests and the cluster run: the same REST API (multipart uploads, presigned GETs with response
 * overrides, listing), objects kept in `directory`, the bucket created at start. What it does not do:
 * check Signature V4 (it knows the key id below and takes any signature) or refuse anonymous reads.
 */
const S3_STAND_IN_KEY = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } as const;

export type S3StandIn = {
  /** http://127.0.0.1:<port>, for S3_ENDPOINT (path-style addressing). */
  endpoint: string;
  bucket: string;
  directory: string;
  /** The shop's S3_* variables for this stand-in. */
  env: Record<
    "S3_BUCKET" | "S3_ENDPOINT" | "S3_REGION" | "S3_ACCESS_KEY_ID" | "S3_SECRET_ACCESS_KEY",
    string
  >;
  close(): Promise<void>;
};

export async function startS3StandIn(
  options: { port?: number; host?: string; bucket?: string; directory?: string } = {},
): Promise<S3StandIn> {
  const bucket = options.bucket ?? "printgo-uploads";
  const directory = options.directory ?? mkdtempSync(path.join(tmpdir(), "s3-stand-in-"));
  const host = options.host ?? "127.0.0.1";
  const server = new S3rver({
    address: host,
    port: options.port ?? 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  keepFolders(server);
  const { port } = await server.run();
  const endpoint = `http://${host}:${port}`;
  return {
    endpoint,
    bucket,
    directory,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: S3_STAND_IN_KEY.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_STAND_IN_KEY.secretAccessKey,
    },
    async close() {
      server.httpServer.closeAllConnections();
      await server.close();
    },
  };
}

/**
 * s3rver removes a key's folder when its last object is deleted. That races with a write into the same
 * folder from another client: two app instances' readiness probes (`readiness/<pid>`, written and
 * deleted every 10 s) made the write's file open fail with ENOENT, an error s3rver leaves unhandled,
 * which ended the process running the stand-in (the bench's cluster run). S3 has no folders to remove,
 * so here a delete removes the object's files and leaves the folder.
 */
function keepFolders(server: S3rver): void {
  const { store } = server;
  store.deleteObject = async (bucket, key) => {
    await Promise.all(
      ["object", "object.md5", "metadata.json"].map((type) =>
        rm(store.getResourcePath(bucket, key, type), { force: true }),
      ),
    );
  };
}
