import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { db } from "@/server/db";
import { uploads } from "@/server/db/schema/uploads";
import { fileStorage } from "@/server/storage";
import { hasCutContour } from "./cut-contour";
import type { UploadSummary } from "./uploads.server";

/**
 * The uploads with whether each PDF declares a CutContour spot colour, as the server found it
 * (docs/product-rules.md#cut-lines): the cart must not take the browser's word for it.
 *
 * The analysis keeps the answer on the `uploads` row (`cut_contour`), and the summaries carry it, so
 * usually nothing is read here. A PDF recorded before the row kept it has null: its stored file is
 * read once, by chunks (cut-contour.ts), and the answer written back so it is never read again. A file
 * that cannot be read counts as without a cut line this time, but is not written back: a storage
 * hiccup must not mark a good design as lacking its cut line for good.
 */
export async function withKnownCutContours(summaries: UploadSummary[]): Promise<UploadSummary[]> {
  const unknown = summaries.filter((summary) => summary.kind === "pdf" && summary.facts.cutContour == null);
  if (unknown.length === 0) return summaries;
  const found = new Map(
    await Promise.all(
      unknown.map(async (summary) => [summary.id, await findCutContour(summary.id)] as const),
    ),
  );
  return summaries.map((summary) =>
    found.has(summary.id)
      ? { ...summary, facts: { ...summary.facts, cutContour: found.get(summary.id) ?? false } }
      : summary,
  );
}

/** Reads one PDF's stored file and keeps the answer on its row; null when the file cannot be read. */
async function findCutContour(id: string): Promise<boolean | null> {
  const [row] = await db()
    .select({ storageKey: uploads.storageKey })
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.kind, "pdf")));
  if (!row) return null;
  const cutContour = await fileStorage()
    .withLocalFile(row.storageKey, hasCutContour)
    .catch(() => null);
  if (cutContour === null) return null;
  // Only where still unknown: the row's own answer, once there, is never overwritten.
  await db()
    .update(uploads)
    .set({ cutContour })
    .where(and(eq(uploads.id, id), isNull(uploads.cutContour)));
  return cutContour;
}
