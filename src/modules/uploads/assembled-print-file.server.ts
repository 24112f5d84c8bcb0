import "server-only";
import { createReadStream } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { inArray, sql } from "drizzle-orm";
import type { Executor } from "@/server/db";
import { uploads } from "@/server/db/schema/uploads";
import { log, type Logger } from "@/server/log";
import { fileStorage, type FileStorage } from "@/server/storage";
import { assemblePagesSafely } from "./analysis-pool.server";
import type { AssembledFacts } from "./analysis-protocol";
import { mimeTypes } from "./constants";
import { storageKeys } from "./storage-keys";
import { UploadError } from "./upload-error";
import { asKind } from "./uploads.server";

/** One side to put in: the upload, and the side's trim size (for an image, which has no size in mm). */
export type SheetPart = { uploadId: string; widthMm: number; heightMm: number };

/**
 * The upload holding one PDF made of `parts`, a page each in this order: the printer's file of a
 * double-sided product whose sides were uploaded apart (docs/product-rules.md#sides). Made and stored
 * once per list of parts; a later call (a retry, a reprint) answers the same upload, so the file and
 * its MD5 never change under an order. Kept as long as any part is (cleanup.server.ts).
 *
 * The PDF is made in the analysis processes (assemblePagesSafely), never here. `missing` names the parts
 * that no longer exist, `unreadable` says a part can't be made a page (a damaged or encrypted PDF, or
 * one too big to read within the limits); the caller reports either to staff. Throws when the
 * processes are busy or storage fails: worth trying again later.
 */
export async function assembledPrintFile(
  executor: Executor,
  parts: readonly SheetPart[],
  logger: Logger = log,
): Promise<{ uploadId: string } | { missing: string[] } | { unreadable: true }> {
  const ids = parts.map((part) => part.uploadId.toLowerCase());
  const made = await findAssembledPrintFile(executor, ids);
  if (made) return { uploadId: made };
  const rows = await executor
    .select({ id: uploads.id, kind: uploads.kind, key: uploads.storageKey })
    .from(uploads)
    .where(inArray(uploads.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length > 0) return { missing };

  const storage = fileStorage();
  const id = crypto.randomUUID();
  const key = storageKeys.original(id);
  const output = path.join(tmpdir(), `printgo-sides-${id}.pdf`);
  let facts: AssembledFacts;
  try {
    facts = await withLocalFiles(
      storage,
      ids.map((uploadId) => byId.get(uploadId)!.key),
      (files) =>
        assemblePagesSafely(
          parts.map((part, index) => ({
            file: files[index]!,
            kind: asKind(byId.get(ids[index]!)!.kind),
            widthMm: part.widthMm,
            heightMm: part.heightMm,
          })),
          output,
          logger,
        ),
    );
    await storage.write(key, createReadStream(output));
  } catch (error) {
    if (error instanceof UploadError && error.code !== "busy") {
      logger.warn({ err: error, parts: ids }, "the sides could not be put into one print file");
      return { unreadable: true };
    }
    throw error;
  } finally {
    await rm(output, { force: true });
  }
  const inserted = await executor
    .insert(uploads)
    .values({
      id,
      storageKey: key,
      kind: "pdf",
      mimeType: mimeTypes.pdf,
      originalName: `print-${id.slice(0, 8)}.pdf`,
      ...facts,
      parts: ids,
    })
    .onConflictDoNothing()
    .returning({ id: uploads.id });
  if (inserted.length > 0) return { uploadId: id };
  // Made at the same moment by another process: theirs is the one, ours goes.
  await storage.delete(key);
  const theirs = await findAssembledPrintFile(executor, ids);
  if (!theirs) throw new Error("the print file made at the same moment is gone");
  return { uploadId: theirs };
}

/** The print file already put together from these sides, in this order (none until the order was sent). */
export async function findAssembledPrintFile(
  executor: Executor,
  ids: readonly string[],
): Promise<string | undefined> {
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const [row] = await executor
    .select({ id: uploads.id })
    .from(uploads)
    .where(sql`${uploads.parts} = array[${list}]`);
  return row?.id;
}

/** Runs `work` with a local path for each key (a bucket's files downloaded for the while). */
export function withLocalFiles<T>(
  storage: FileStorage,
  keys: readonly string[],
  work: (files: string[]) => Promise<T>,
): Promise<T> {
  const [first, ...rest] = keys;
  if (first === undefined) return work([]);
  return storage.withLocalFile(first, (file) =>
    withLocalFiles(storage, rest, (files) => work([file, ...files])),
  );
}
