import { existsSync } from "node:fs";
import path from "node:path";
import { DeleteObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3StandIn, type S3StandIn } from "./server";

let standIn: S3StandIn;
let client: S3Client;

beforeAll(async () => {
  standIn = await startS3StandIn();
  client = new S3Client({
    endpoint: standIn.endpoint,
    region: standIn.env.S3_REGION,
    forcePathStyle: true,
    credentials: {
      accessKeyId: standIn.env.S3_ACCESS_KEY_ID,
      secretAccessKey: standIn.env.S3_SECRET_ACCESS_KEY,
    },
  });
});
afterAll(async () => {
  client.destroy();
  await standIn.close();
});

describe("the S3 stand-in", () => {
  it("leaves a folder when its last object is deleted, so another client's write into it can't lose it", async () => {
    const folder = path.join(standIn.directory, standIn.bucket, "readiness");
    await client.send(new PutObjectCommand({ Bucket: standIn.bucket, Key: "readiness/1", Body: "ready" }));
    await client.send(new DeleteObjectCommand({ Bucket: standIn.bucket, Key: "readiness/1" }));

    await expect(
      client.send(new HeadObjectCommand({ Bucket: standIn.bucket, Key: "readiness/1" })),
    ).rejects.toThrow();
    expect(existsSync(folder)).toBe(true);
  });
});
