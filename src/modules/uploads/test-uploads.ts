// Test support: an upload row straight in the database, with or without a file behind it.
import { Readable } from "node:stream";
import type { Database } from "@/server/db";
import { uploads } from "@/server/db/schema/uploads";
import { fileStorage } from "@/server/storage";
import { storageKeys } from "./storage-keys";

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

/**
 * Stores `bytes` as a visitor's upload would be: the file in the shop's file storage under the upload's
 * key, its row in the database (a PDF unless `facts` say otherwise). Returns the upload's id.
 */
export async function storeTestUpload(
  database: Database,
  bytes: Buffer,
  facts: Partial<typeof uploads.$inferInsert> = {},
): Promise<string> {
  const id = crypto.randomUUID();
  await fileStorage().write(storageKeys.original(id), Readable.from([bytes]));
  return insertTestUpload(database, {
    id,
    storageKey: storageKeys.original(id),
    size: bytes.length,
    ...facts,
  });
}
