// Test support: an upload row straight in the database, without a file behind it.
import type { Database } from "@/server/db";
import { uploads } from "@/server/db/schema/uploads";

/**
 * Stores an upload row and returns its id: a small PDF called design.pdf unless `facts` say otherwise
 * (a PNG's kind, MIME type and pixels, a PDF's page count and size, a known MD5 ...).
 */
export async function insertTestUpload(
  database: Database,
  facts: Partial<typeof uploads.$inferInsert> = {},
): Promise<string> {
  const [row] = await database
    .insert(uploads)
    .values({
      storageKey: `test/${crypto.randomUUID()}`,
      kind: "pdf",
      mimeType: "application/pdf",
      originalName: "design.pdf",
      size: 1234,
      md5: "0".repeat(32),
      sha256: "0".repeat(64),
      ...facts,
    })
    .returning({ id: uploads.id });
  return row!.id;
}
