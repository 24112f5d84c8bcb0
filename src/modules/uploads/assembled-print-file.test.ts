import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { uploads } from "@/server/db/schema/uploads";
import { fileStorage } from "@/server/storage";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import { assembledPrintFile } from "./assembled-print-file.server";
import { deleteUnusedUploads } from "./cleanup.server";
import { handWrittenPdf } from "./test-fixtures";
import { storeTestUpload } from "./test-uploads";

const testDb = freshDatabasePerTest();
const A6 = { widthMm: 148, heightMm: 105 };
const DAYS_AGO = new Date(Date.now() - 3 * 24 * 3600_000);

const side = () => storeTestUpload(testDb.current, handWrittenPdf({}).head, { createdAt: DAYS_AGO });
const idOf = (result: Awaited<ReturnType<typeof assembledPrintFile>>) =>
  "uploadId" in result ? result.uploadId : undefined;

describe(`the print file put together from a product's sides (${testEngine})`, () => {
  it("is made once per list of sides: the same sides answer the same file, another order makes another", async () => {
    const [front, back] = [await side(), await side()];
    const first = idOf(
      await assembledPrintFile(testDb.current, [
        { uploadId: front, ...A6 },
        { uploadId: back, ...A6 },
      ]),
    );
    const again = idOf(
      await assembledPrintFile(testDb.current, [
        { uploadId: front, ...A6 },
        { uploadId: back, ...A6 },
      ]),
    );
    const turned = idOf(
      await assembledPrintFile(testDb.current, [
        { uploadId: back, ...A6 },
        { uploadId: front, ...A6 },
      ]),
    );
    expect(first).toBeDefined();
    expect(again).toBe(first);
    expect(turned).not.toBe(first);
    const [row] = await testDb.current.select().from(uploads).where(eq(uploads.id, first!));
    expect(row).toMatchObject({ kind: "pdf", pageCount: 2, parts: [front, back], cartId: null });
  });

  it("names the sides that are gone instead of making a file", async () => {
    const front = await side();
    const gone = crypto.randomUUID();
    expect(
      await assembledPrintFile(testDb.current, [
        { uploadId: front, ...A6 },
        { uploadId: gone, ...A6 },
      ]),
    ).toEqual({ missing: [gone] });
  });

  it("is kept while its sides are, and deleted by the cleanup once they are gone", async () => {
    const [front, back] = [await side(), await side()];
    const id = idOf(
      await assembledPrintFile(testDb.current, [
        { uploadId: front, ...A6 },
        { uploadId: back, ...A6 },
      ]),
    )!;
    await testDb.current.update(uploads).set({ createdAt: DAYS_AGO }).where(eq(uploads.id, id));
    const [row] = await testDb.current.select().from(uploads).where(eq(uploads.id, id));

    // No cart or order names the sides here, so they go first; the file made of them on the next run.
    expect(await deleteUnusedUploads(testDb.current)).toBe(2);
    expect(await fileStorage().stat(row!.storageKey)).toBeDefined();
    expect(await deleteUnusedUploads(testDb.current)).toBe(1);
    expect(await fileStorage().stat(row!.storageKey)).toBeUndefined();
  });
});
