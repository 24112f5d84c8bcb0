import "server-only";
import { inArray, sql } from "drizzle-orm";
import { db, type Database } from "@/server/db";
import { uploads } from "@/server/db/schema/uploads";
import { defineRecurringJob, handleJob } from "@/server/jobs";
import { log } from "@/server/log";
import { fileStorage, type FileStorage, type StoredObject } from "@/server/storage";
import { storageKeys } from "./storage-keys";
import { isUploadId } from "./uploads.server";

/** Long enough to upload, think it over and add to a cart the next day; a cart, order or design keeps it longer. */
const UNUSED_UPLOAD_TTL_SECONDS = 24 * 60 * 60;
const BATCH = 500;

/**
 * No cart line and no order item names the upload `u`, no design places it as an image (a saved draft
 * keeps its pictures as long as it is kept, docs/designer.md#designs-are-kept), and, for a print file we
 * put together from sides (assembled-print-file.server.ts), none of its parts is left: it serves the
 * orders its parts do.
 */
const unreferenced = sql.raw(`
  not exists (
    select 1 from cart_lines l where l.files @> jsonb_build_array(jsonb_build_object('uploadId', u.id::text))
  )
  and not exists (
    select 1 from order_items i where i.files @> jsonb_build_array(jsonb_build_object('uploadId', u.id::text))
  )
  and not exists (
    select 1 from designs d where d.document @> jsonb_build_object('sides', jsonb_build_array(
      jsonb_build_object('elements', jsonb_build_array(jsonb_build_object('uploadId', u.id::text))))))
  and (u.parts is null or not exists (select 1 from uploads p where p.id = any(u.parts)))`);

/**
 * Deletes uploads older than `olderThanSeconds` that no cart line and no order item names: their rows,
 * then their stored files (original, preview). Returns how many went.
 *
 * Safe against a cart add at the same moment: candidates are locked first (`for update skip locked`:
 * an upload a cart add holds with lockUploads() is skipped, and a cart add that comes after waits
 * and then finds the upload gone), and only then are references checked, in a later statement that
 * sees every cart line committed before the lock was taken. (References are also checked when choosing
 * candidates, so uploads kept by carts never fill a batch.)
 */
export async function deleteUnusedUploads(
  database: Database,
  options: { olderThanSeconds?: number; storage?: FileStorage } = {},
): Promise<number> {
  const olderThan = options.olderThanSeconds ?? UNUSED_UPLOAD_TTL_SECONDS;
  const storage = options.storage ?? fileStorage();
  let total = 0;
  for (;;) {
    const ids = await database.transaction(async (tx) => {
      const locked = await tx.execute(sql`
        select id from uploads u
        where created_at < now() - make_interval(secs => ${olderThan}) and ${unreferenced}
        order by created_at
        limit ${BATCH}
        for update skip locked`);
      const candidates = rowsOf<{ id: string }>(locked).map((row) => row.id);
      if (candidates.length === 0) return { deleted: [], more: false };
      const deleted = await tx.execute(sql`
        delete from uploads u
        where u.id in (${sql.join(
          candidates.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
          and ${unreferenced}
        returning u.id`);
      return {
        deleted: rowsOf<{ id: string }>(deleted).map((row) => row.id),
        more: candidates.length === BATCH,
      };
    });
    await Promise.all(ids.deleted.map((id) => deleteFiles(storage, id)));
    total += ids.deleted.length;
    if (!ids.more) return total;
  }
}

/**
 * Deletes stored files that no upload row names and that were written more than `olderThanSeconds`
 * ago: left by a process that died between storing a file and recording it, or by a delete that
 * failed. The age keeps an upload in progress (stored, not yet recorded) safe. Only keys under an upload
 * id are judged; anything else in the store (a bucket may hold more) is left alone. Returns how many went.
 */
export async function deleteOrphanFiles(
  database: Database,
  options: { olderThanSeconds?: number; storage?: FileStorage } = {},
): Promise<number> {
  const cutoff = Date.now() - (options.olderThanSeconds ?? UNUSED_UPLOAD_TTL_SECONDS) * 1000;
  const storage = options.storage ?? fileStorage();
  let total = 0;
  let batch: StoredObject[] = [];
  for await (const stored of storage.list()) {
    if (stored.modifiedAt.getTime() > cutoff || !isUploadId(uploadIdOf(stored.key))) continue;
    batch.push(stored);
    if (batch.length === BATCH) {
      total += await deleteUnrecorded(database, storage, batch);
      batch = [];
    }
  }
  if (batch.length > 0) total += await deleteUnrecorded(database, storage, batch);
  return total;
}

async function deleteUnrecorded(database: Database, storage: FileStorage, files: StoredObject[]) {
  const ids = [...new Set(files.map((file) => uploadIdOf(file.key).toLowerCase()))];
  const recorded = await database.select({ id: uploads.id }).from(uploads).where(inArray(uploads.id, ids));
  const known = new Set(recorded.map((row) => row.id));
  const orphans = files.filter((file) => !known.has(uploadIdOf(file.key).toLowerCase()));
  await Promise.all(orphans.map((file) => deleteQuietly(storage, file.key)));
  return orphans.length;
}

const uploadIdOf = (key: string) => key.split("/")[0]!;

/**
 * Hourly: a day-old unused upload's files and row are removed within the hour, and so are day-old files
 * no upload names. Dedupe key: `uploads.cleanup:<hours since 1970>`.
 */
export const uploadsCleanupJob = defineRecurringJob({ name: "uploads.cleanup", everySeconds: 60 * 60 });

export const uploadsCleanupHandler = handleJob(uploadsCleanupJob, async () => {
  const deleted = await deleteUnusedUploads(db());
  if (deleted > 0) log.info({ deleted }, "unused uploads deleted");
  const orphans = await deleteOrphanFiles(db());
  if (orphans > 0) log.info({ orphans }, "stored files no upload named deleted");
});

async function deleteFiles(storage: FileStorage, id: string): Promise<void> {
  for (const key of [storageKeys.original(id), storageKeys.preview(id)]) {
    await deleteQuietly(storage, key);
  }
}

/** A file left behind costs space, not correctness (the orphan sweep tries again): log and go on. */
function deleteQuietly(storage: FileStorage, key: string): Promise<void> {
  return storage
    .delete(key)
    .catch((error: unknown) => log.warn({ err: error, key }, "could not delete file"));
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
