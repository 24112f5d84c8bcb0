import { mkdtempSync } from "node:fs";
import { readdir, utimes } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startS3StandIn, type S3StandIn } from "../../../tools/s3-stand-in/server";
import { addCartLine, createCart } from "@/modules/cart/server";
import { seedTestCatalog } from "@/modules/catalog/testing";
import { createDesign, updateDesign } from "@/modules/print-design/server";
import { businessCardDocument } from "@/modules/print-design/testing";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import { insertTestOrder } from "@/test/order-fixture";
import { orderItems } from "@/server/db/schema/orders";
import { uploads } from "@/server/db/schema/uploads";
import { localDiskStorage } from "@/server/storage/local-disk-storage";
import { s3StorageFor } from "@/server/storage/s3-storage";
import type { FileStorage } from "@/server/storage";
import { deleteOrphanFiles, deleteUnusedUploads } from "./cleanup.server";
import { storageKeys } from "./storage-keys";
import { lockUploads } from "./uploads.server";

const testDb = freshDatabasePerTest();
let root: string;
let storage: FileStorage;

beforeEach(async () => {
  root = mkdtempSync(path.join(tmpdir(), "printgo-cleanup-"));
  storage = localDiskStorage(root);
  await seedTestCatalog(testDb.current);
});

/** A stored upload (original and preview on disk) made `hoursAgo` hours ago. */
async function storedUpload(hoursAgo: number): Promise<string> {
  const id = crypto.randomUUID();
  for (const key of [storageKeys.original(id), storageKeys.preview(id)]) {
    await storage.write(key, Readable.from([Buffer.from(key)]));
  }
  await testDb.current.insert(uploads).values({
    id,
    storageKey: storageKeys.original(id),
    kind: "png",
    mimeType: "image/png",
    originalName: "card.png",
    size: 3,
    md5: "0".repeat(32),
    sha256: "0".repeat(64),
    previewKey: storageKeys.preview(id),
    createdAt: new Date(Date.now() - hoursAgo * 3600_000),
  });
  return id;
}

async function uploadIds(): Promise<string[]> {
  const rows = await testDb.current.select({ id: uploads.id }).from(uploads);
  return rows.map((row) => row.id).sort();
}

async function foldersOnDisk(): Promise<string[]> {
  const entries = await readdir(root, { withFileTypes: true });
  return entries
    .filter((entry) => entry.isDirectory() && entry.name !== ".tmp")
    .map((entry) => entry.name)
    .sort();
}

const cardLine = (ids: string[]) => ({
  productId: 1,
  options: {},
  files: ids.map((uploadId) => ({ areaId: "front", uploadId })),
  quantity: 1,
});

describe(`unused upload cleanup (${testEngine})`, () => {
  it("deletes day-old uploads in no cart or order, with their files, and keeps the rest", async () => {
    const unused = await storedUpload(25);
    const fresh = await storedUpload(23);
    const inCart = await storedUpload(48);
    const inOrder = await storedUpload(72);
    await addCartLine(testDb.current, await createCart(testDb.current), cardLine([inCart]));
    const order = await insertTestOrder(testDb.current);
    await testDb.current
      .update(orderItems)
      .set({ files: [{ uploadId: inOrder, name: "card.png", kind: "png" }] })
      .where(eq(orderItems.orderId, order.id));

    expect(await deleteUnusedUploads(testDb.current, { storage })).toBe(1);
    expect(await uploadIds()).toEqual([fresh, inCart, inOrder].sort());
    expect(await foldersOnDisk()).toEqual([fresh, inCart, inOrder].sort());
    expect(await storage.stat(storageKeys.original(unused))).toBeUndefined();
    // Nothing more to do the second time.
    expect(await deleteUnusedUploads(testDb.current, { storage })).toBe(0);
  });

  it("keeps a day-old image a saved design places, and deletes it once no design does", async () => {
    const cart = await createCart(testDb.current);
    const logo = await storedUpload(48);
    const document = businessCardDocument();
    document.sides[0]!.elements.push({
      id: "logo",
      kind: "image",
      uploadId: logo,
      x: 10,
      y: 10,
      width: 20,
      height: 10,
      rotation: 0,
    });
    const design = await createDesign(cart, { name: "Card", document });
    expect(await deleteUnusedUploads(testDb.current, { storage })).toBe(0);
    expect(await uploadIds()).toEqual([logo]);

    await updateDesign(design, cart, { document: businessCardDocument() });
    expect(await deleteUnusedUploads(testDb.current, { storage })).toBe(1);
    expect(await uploadIds()).toEqual([]);
  });

  it("refuses a cart line for an upload the cleanup has deleted", async () => {
    const old = await storedUpload(30);
    await deleteUnusedUploads(testDb.current, { storage });
    const cartId = await createCart(testDb.current);
    expect(await addCartLine(testDb.current, cartId, cardLine([old]))).toBe(false);
  });

  // Two connections at once: only a PostgreSQL server has them (PGlite runs one statement at a time).
  it.skipIf(testEngine === "pglite")(
    "keeps an upload that a cart add is writing while the cleanup runs",
    async () => {
      const old = await storedUpload(30);
      const cartId = await createCart(testDb.current);
      await testDb.current.transaction(async (tx) => {
        // What addCartLine does: lock the uploads, then write the line; commit comes after the cleanup.
        expect(await lockUploads(tx, [old])).toBe(true);
        await tx.execute(
          sql`insert into cart_lines (cart_id, product_id, options, files, quantity, merge_key)
                values (${cartId}, 1, '{}', ${JSON.stringify([{ areaId: "front", uploadId: old }])}::jsonb, 1, 'race')`,
        );
        // The cleanup (another pooled connection) sees no committed cart line yet, but skips the locked row.
        expect(await deleteUnusedUploads(testDb.current, { storage })).toBe(0);
      });
      expect(await uploadIds()).toEqual([old]);
      expect(await deleteUnusedUploads(testDb.current, { storage })).toBe(0);
    },
  );
});

describe(`orphan file sweep (${testEngine})`, () => {
  let standIn: S3StandIn;
  beforeAll(async () => {
    standIn = await startS3StandIn();
  });
  afterAll(async () => {
    await standIn?.close();
  });

  const stores: { name: string; make: () => FileStorage }[] = [
    {
      name: "local disk",
      make: () => localDiskStorage(mkdtempSync(path.join(tmpdir(), "printgo-orphans-"))),
    },
    {
      name: "S3 bucket",
      make: () => s3StorageFor(standIn.env),
    },
  ];

  it.each(stores)(
    "deletes files no upload names, keeps recorded ones and keys not under an upload id: $name",
    async ({ make }) => {
      const store = make();
      storage = store;
      const recorded = await storedUpload(1);
      const orphan = crypto.randomUUID();
      await store.write(storageKeys.original(orphan), Readable.from(["left behind"]));
      await store.write(storageKeys.preview(orphan), Readable.from(["left behind"]));
      await store.write(`not-an-upload/${orphan}`, Readable.from(["someone else's"]));

      // Age 0: every file counts as old enough (the day's wait is tested on the disk below).
      expect(await deleteOrphanFiles(testDb.current, { storage: store, olderThanSeconds: 0 })).toBe(2);
      expect(await store.stat(storageKeys.original(orphan))).toBeUndefined();
      expect(await store.stat(storageKeys.preview(orphan))).toBeUndefined();
      expect(await store.stat(storageKeys.original(recorded))).toBeDefined();
      expect(await store.stat(`not-an-upload/${orphan}`)).toBeDefined();
      await store.delete(`not-an-upload/${orphan}`);
    },
  );

  it("leaves a file stored within the day alone: its upload may be on its way to being recorded", async () => {
    const orphan = crypto.randomUUID();
    await storage.write(storageKeys.original(orphan), Readable.from(["just stored"]));
    expect(await deleteOrphanFiles(testDb.current, { storage })).toBe(0);
    const old = new Date(Date.now() - 25 * 3600_000);
    await utimes(path.join(root, orphan, "original"), old, old);
    expect(await deleteOrphanFiles(testDb.current, { storage })).toBe(1);
    expect(await foldersOnDisk()).toEqual([]);
  });
});
