import "server-only";
import { sql } from "drizzle-orm";
import { db, type Database } from "@/server/db";
import { defineRecurringJob, handleJob } from "@/server/jobs";
import { log } from "@/server/log";
import { fileStorage, type FileStorage } from "@/server/storage";
import { storageKeys } from "./storage-keys";

/** Long enough to upload, think it over and add to a cart the next day; a cart or order keeps it longer. */
const UNUSED_UPLOAD_TTL_SECONDS = 24 * 60 * 60;
const BATCH = 500;

/** No cart line and no order item names the upload `u`. */
const unreferenced = sql.raw(`
  not exists (
    select 1 from cart_lines l where l.files @> jsonb_build_array(jsonb_build_object('uploadId', u.id::text))
  )
  and not exists (
    select 1 from order_items i where i.files @> jsonb_build_array(jsonb_build_object('uploadId', u.id::text))
  )`);

/**
 * Deletes uploads older than `olderThanSeconds` that no cart line and no order item names: their rows,
 * then their stored files (original, preview, mockup). Returns how many went.
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
 * Hourly: a day-old unused upload's files and row are removed within the hour.
 * Dedupe key: `uploads.cleanup:<hours since 1970>`.
 */
export const uploadsCleanupJob = defineRecurringJob({ name: "uploads.cleanup", everySeconds: 60 * 60 });

export const uploadsCleanupHandler = handleJob(uploadsCleanupJob, async () => {
  const deleted = await deleteUnusedUploads(db());
  if (deleted > 0) log.info({ deleted }, "unused uploads deleted");
});

async function deleteFiles(storage: FileStorage, id: string): Promise<void> {
  for (const key of [storageKeys.original(id), storageKeys.preview(id), storageKeys.mockup(id)]) {
    // A file left behind costs disk, not correctness: log it and carry on with the others.
    await storage
      .delete(key)
      .catch((error: unknown) => log.warn({ err: error, key }, "could not delete file"));
  }
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
