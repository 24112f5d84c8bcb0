import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { db } from "@/server/db";
import { uploads } from "@/server/db/schema/uploads";
import { fileStorage } from "@/server/storage";
import { hasCutContour } from "./cut-contour";
import type { UploadSummary } from "./uploads.server";

/**
 * The uploads with whether each PDF declares a CutContour spot colour, read again from the stored
 * file: the `uploads` row does not keep that fact, and the cart must not take the browser's word for
 * it (docs/product-rules.md#cut-lines). Only a die-cut line's files are read, by chunks (cut-contour.ts);
 * a file that cannot be read counts as without a cut line.
 */
export async function withCutContours(summaries: UploadSummary[]): Promise<UploadSummary[]> {
  const pdfIds = summaries.filter((summary) => summary.kind === "pdf").map((summary) => summary.id);
  if (pdfIds.length === 0) return summaries;
  const rows = await db()
    .select({ id: uploads.id, storageKey: uploads.storageKey })
    .from(uploads)
    .where(and(inArray(uploads.id, pdfIds), eq(uploads.kind, "pdf")));
  const storage = fileStorage();
  const found = new Map(
    await Promise.all(
      rows.map(
        async (row) =>
          [row.id, await storage.withLocalFile(row.storageKey, hasCutContour).catch(() => false)] as const,
      ),
    ),
  );
  return summaries.map((summary) =>
    summary.kind === "pdf"
      ? { ...summary, facts: { ...summary.facts, cutContour: found.get(summary.id) ?? false } }
      : summary,
  );
}
