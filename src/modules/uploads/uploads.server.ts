import "server-only";
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import { db, type Executor } from "@/server/db";
import { uploads } from "@/server/db/schema/uploads";
import { env } from "@/server/env";
import { fileStorage } from "@/server/storage";
import { PREVIEW_URL_TTL_SECONDS, uploadKinds, type UploadKind, type UploadVariant } from "./constants";
import { contentDisposition } from "./file-name";
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
  return summaries(ids);
}

/**
 * The uploads among `ids` that were uploaded for cart `cartId` (none without a cart): what a visitor
 * may put in their cart. Another visitor's upload is left out as if it did not exist, so its id
 * learns nothing about the file.
 */
export async function getCartUploadSummaries(
  ids: string[],
  cartId: string | undefined,
): Promise<UploadSummary[]> {
  return cartId ? summaries(ids, eq(uploads.cartId, cartId)) : [];
}

/** A guest cart merged into an account's: its uploads are the account cart's from now on. */
export async function moveCartUploads(
  executor: Executor,
  fromCartId: string,
  toCartId: string,
): Promise<void> {
  await executor.update(uploads).set({ cartId: toCartId }).where(eq(uploads.cartId, fromCartId));
}

async function summaries(ids: string[], condition?: SQL): Promise<UploadSummary[]> {
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
      cutContour: uploads.cutContour,
    })
    .from(uploads)
    .where(and(inArray(uploads.id, wanted), condition));
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
      // Null for a PDF recorded before the analysis kept it: withKnownCutContours finds it then.
      cutContour: row.cutContour,
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

/** The same link as an absolute URL on APP_URL: the print provider's, when files are on local disk. */
function signedUploadUrl(id: string, variant: UploadVariant, ttlSeconds: number): string {
  return `${env().APP_URL}${signedUploadPath(id, variant, ttlSeconds)}`;
}

export function asKind(value: string): UploadKind {
  const kind = uploadKinds.find((known) => known === value);
  if (!kind) throw new Error(`unknown upload kind in the database: ${value}`);
  return kind;
}

export type PrintFile = { url: string; md5: string };

/**
 * For each of the uploads that exist among `ids`: where the print provider fetches the original, and its
 * MD5 (the print order sends both). With a bucket, the URL is the bucket's own, presigned for
 * `ttlSeconds` (S3 allows 7 days at most), so the provider's download never passes through the shop;
 * on local disk it is the shop's signed link on APP_URL.
 */
export async function printFiles(
  executor: Executor,
  ids: readonly string[],
  ttlSeconds: number,
): Promise<Map<string, PrintFile>> {
  if (ids.length === 0) return new Map();
  const rows = await executor
    .select({
      id: uploads.id,
      md5: uploads.md5,
      key: uploads.storageKey,
      type: uploads.mimeType,
      name: uploads.originalName,
    })
    .from(uploads)
    .where(inArray(uploads.id, [...ids]));
  const files = await Promise.all(
    rows.map(async (row): Promise<[string, PrintFile]> => {
      const direct = await fileStorage().directUrl(row.key, {
        expiresInSeconds: ttlSeconds,
        contentType: row.type,
        contentDisposition: contentDisposition(row.name),
      });
      return [row.id, { url: direct ?? signedUploadUrl(row.id, "original", ttlSeconds), md5: row.md5 }];
    }),
  );
  return new Map(files);
}
