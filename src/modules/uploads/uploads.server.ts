import "server-only";
import { inArray, sql } from "drizzle-orm";
import { db, type Executor } from "@/server/db";
import { uploads } from "@/server/db/schema";
import { env } from "@/server/env";
import { PREVIEW_URL_TTL_SECONDS, uploadKinds, type UploadKind, type UploadVariant } from "./constants";
import type { DesignFacts } from "./print-readiness";
import { signUploadPath } from "./signing";

export type UploadSummary = {
  id: string;
  name: string;
  kind: UploadKind;
  size: number;
  /** Signed, valid for an hour; null when there is no thumbnail (e.g. a PDF we could not draw). */
  previewUrl: string | null;
  /** What we measured, for the checks a book's files must pass (printReadiness). */
  facts: DesignFacts;
};

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUploadId(value: string): boolean {
  return uuidPattern.test(value);
}

/** The uploads among `ids` that exist (unknown or malformed ids are left out), for the cart. */
export async function getUploadSummaries(ids: string[]): Promise<UploadSummary[]> {
  const wanted = [...new Set(ids.filter(isUploadId).map((id) => id.toLowerCase()))];
  if (wanted.length === 0) return [];
  const rows = await db()
    .select({
      id: uploads.id,
      name: uploads.originalName,
      kind: uploads.kind,
      size: uploads.size,
      previewKey: uploads.previewKey,
      widthPx: uploads.widthPx,
      heightPx: uploads.heightPx,
      pageCount: uploads.pageCount,
      pageWidthMm: uploads.pageWidthMm,
      pageHeightMm: uploads.pageHeightMm,
    })
    .from(uploads)
    .where(inArray(uploads.id, wanted));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    kind: asKind(row.kind),
    size: row.size,
    previewUrl: row.previewKey ? signedUploadPath(row.id, "preview", PREVIEW_URL_TTL_SECONDS) : null,
    facts: {
      kind: asKind(row.kind),
      widthPx: row.widthPx,
      heightPx: row.heightPx,
      pageCount: row.pageCount,
      pageWidthMm: row.pageWidthMm,
      pageHeightMm: row.pageHeightMm,
    },
  }));
}

/**
 * Holds the uploads among `ids` (a share lock, until the caller's transaction ends) so the cleanup
 * job cannot delete them while a cart line naming them is being written; false when any is gone.
 */
export async function lockUploads(executor: Executor, ids: string[]): Promise<boolean> {
  const wanted = [...new Set(ids.filter(isUploadId).map((id) => id.toLowerCase()))];
  if (wanted.length !== new Set(ids).size) return false;
  if (wanted.length === 0) return true;
  const rows = await executor.execute(
    sql`select id from ${uploads} where ${inArray(uploads.id, wanted)} for share`,
  );
  return (rows as unknown as { rows: unknown[] }).rows.length === wanted.length;
}

/** A same-site link to a stored file, for the browser: `/api/uploads/{id}/{variant}?expires=…&sig=…`. */
export function signedUploadPath(id: string, variant: UploadVariant, ttlSeconds: number): string {
  return signUploadPath(env().APP_SECRET, id, variant, ttlSeconds);
}

/**
 * The same link as an absolute URL on APP_URL, for those outside the browser: the print provider
 * fetches originals with it (give it days, e.g. 7 * 86400), mails can link to it.
 */
export function signedUploadUrl(id: string, variant: UploadVariant, ttlSeconds: number): string {
  return `${env().APP_URL}${signedUploadPath(id, variant, ttlSeconds)}`;
}

function asKind(value: string): UploadKind {
  const kind = uploadKinds.find((known) => known === value);
  if (!kind) throw new Error(`unknown upload kind in the database: ${value}`);
  return kind;
}
