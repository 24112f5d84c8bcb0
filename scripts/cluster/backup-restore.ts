/**
 * The backup and restore of docs/deploy.md#backups, tried at the end of the cluster run: pg_dump of the
 * shop's database and a copy of every object in its bucket, restored into a new database (pg_restore)
 * and a new bucket; then a new app instance on the restored pair must find an old order (the tracking
 * form, number + e-mail) and serve that order's design from the new bucket, byte for byte.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, createReadStream, createWriteStream } from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { Client } from "pg";
import { startS3StandIn, type S3StandIn } from "../../tools/s3-stand-in/server";
import { s3StorageFor } from "../../src/server/storage/s3-storage";
import { actionId, callFormAction } from "../lib/server-actions";
import { startShopProcess, waitUntilReady } from "./shop-processes";

export async function backupAndRestore(options: {
  root: string;
  work: string;
  admin: Client;
  databaseUrl: string;
  bucket: S3StandIn;
  env: Record<string, string>;
  port: number;
  /** The shop's signed link to an upload's original (the secret travels with the settings). */
  signedOriginal: (uploadId: string) => string;
}): Promise<{ ok: boolean; description: string }> {
  const { work, databaseUrl } = options;
  const database = new Client({ connectionString: databaseUrl });
  await database.connect();
  const [order] = (
    await database.query(
      `select o.number, o.email, i.files->0->>'uploadId' as upload, u.md5
         from orders o join order_items i on i.order_id = o.id join uploads u on u.id = (i.files->0->>'uploadId')::uuid
        where o.payment_status = 'paid' order by o.created_at limit 1`,
    )
  ).rows as { number: string; email: string; upload: string; md5: string }[];
  await database.end();
  if (!order) return { ok: false, description: "no paid order to restore" };

  // Back up: the database in pg_dump's custom format, the bucket object by object (aws s3 sync does the same).
  const dump = path.join(work, "backup", "printgo.dump");
  const objects = path.join(work, "backup", "bucket");
  mkdirSync(objects, { recursive: true });
  const dumped = spawnSync("pg_dump", ["--format=custom", `--file=${dump}`, databaseUrl], {
    encoding: "utf8",
  });
  if (dumped.status !== 0) return { ok: false, description: `pg_dump failed: ${dumped.stderr}` };
  const source = s3StorageFor(options.bucket.env);
  let copied = 0;
  const keys: string[] = [];
  for await (const stored of source.list()) {
    const file = path.join(objects, ...stored.key.split("/"));
    mkdirSync(path.dirname(file), { recursive: true });
    await pipeline(await source.openRead(stored.key), createWriteStream(file));
    keys.push(stored.key);
    copied++;
  }

  // Restore into a new database and a new bucket.
  const restoredName = `${new URL(databaseUrl).pathname.slice(1)}_restored`;
  await options.admin.query(`create database ${restoredName}`);
  const restoredUrl = Object.assign(new URL(databaseUrl), { pathname: `/${restoredName}` }).toString();
  const restored = spawnSync("pg_restore", ["--no-owner", `--dbname=${restoredUrl}`, dump], {
    encoding: "utf8",
  });
  if (restored.status !== 0) return { ok: false, description: `pg_restore failed: ${restored.stderr}` };
  const newBucket = await startS3StandIn({
    bucket: "printgo-restored",
    directory: path.join(work, "bucket-restored"),
  });
  const target = s3StorageFor(newBucket.env);
  for (const key of keys) await target.write(key, createReadStream(path.join(objects, ...key.split("/"))));

  const instance = `http://127.0.0.1:${options.port}`;
  const app = startShopProcess(options.root, "restored app", "serve", {
    ...options.env,
    ...newBucket.env,
    DATABASE_URL: restoredUrl,
    PORT: String(options.port),
    APP_URL: instance,
    DATA_DIR: path.join(work, "app-restored"),
  });
  try {
    await waitUntilReady(`${instance}/api/ready`, 180_000, "the restored instance");
    const tracked = await callFormAction(
      instance,
      "/track-order",
      actionId(options.root, "trackOrder"),
      { status: "idle" },
      { order: order.number, email: order.email },
      { "x-forwarded-for": "10.99.0.1" },
    );
    const found = /"status":"found"/.test(tracked.body) && tracked.body.includes(order.number);
    const link = options.signedOriginal(order.upload);
    const answer = await fetch(`${instance}${link}`, { redirect: "manual" });
    const location = answer.headers.get("location") ?? "";
    const bytes = location.startsWith(newBucket.endpoint)
      ? Buffer.from(await (await fetch(location)).arrayBuffer())
      : Buffer.alloc(0);
    const sameDesign = createHash("md5").update(bytes).digest("hex") === order.md5;
    return {
      ok: found && sameDesign,
      description:
        `pg_dump + ${copied} objects → new database and bucket; order ${order.number} ` +
        `${found ? "found" : "NOT found"} by the tracking form, its design ` +
        `${sameDesign ? "served from the new bucket with the same MD5" : `not served (${answer.status} ${location.slice(0, 80)})`}`,
    };
  } finally {
    await app.kill("SIGTERM");
    await newBucket.close();
    await options.admin.query(`drop database if exists ${restoredName} with (force)`).catch(() => {});
  }
}
