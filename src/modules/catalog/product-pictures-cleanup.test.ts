import { mkdtempSync } from "node:fs";
import { utimes } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { freshDatabasePerTest } from "@/test/database";
import { products } from "@/server/db/schema/catalog";
import { localDiskStorage } from "@/server/storage/local-disk-storage";
import type { FileStorage } from "@/server/storage";
import { deleteUnusedProductPictures } from "./product-pictures-cleanup.server";
import { pictureKeyOfUrl, pictureUrlOfName } from "./product-picture";
import { seedTestCatalog } from "./test-catalog";

const testDb = freshDatabasePerTest();
let root: string;
let storage: FileStorage;

beforeEach(async () => {
  root = mkdtempSync(path.join(tmpdir(), "printgo-pictures-"));
  storage = localDiskStorage(root);
  await seedTestCatalog(testDb.current);
});

/** A stored picture written `hoursAgo` hours ago; answers its URL. */
async function storedPicture(hoursAgo: number): Promise<string> {
  const url = pictureUrlOfName(`${crypto.randomUUID()}.webp`);
  const key = pictureKeyOfUrl(url)!;
  await storage.write(key, Readable.from([Buffer.from("webp")]));
  const when = new Date(Date.now() - hoursAgo * 3600_000);
  await utimes(path.join(root, key), when, when);
  return url;
}

async function keys(): Promise<string[]> {
  const found: string[] = [];
  for await (const stored of storage.list()) found.push(stored.key);
  return found.sort();
}

async function showOnProduct(url: string) {
  const [row] = await testDb.current
    .select({ id: products.id, images: products.images })
    .from(products)
    .limit(1);
  await testDb.current
    .update(products)
    .set({ images: [...row!.images, { id: "stored", url, alt: { en: "Stored", th: "ที่เก็บไว้" } }] })
    .where(eq(products.id, row!.id));
}

describe("unused product pictures", () => {
  it("deletes a day-old picture no product names and keeps one a product shows", async () => {
    const unused = await storedPicture(25);
    const shown = await storedPicture(25);
    await showOnProduct(shown);

    expect(await deleteUnusedProductPictures(testDb.current, { storage })).toBe(1);
    expect(await keys()).toEqual([pictureKeyOfUrl(shown)]);
    expect(unused).not.toBe(shown);
  });

  it("keeps a picture uploaded today, before its form is saved", async () => {
    const fresh = await storedPicture(2);
    expect(await deleteUnusedProductPictures(testDb.current, { storage })).toBe(0);
    expect(await keys()).toEqual([pictureKeyOfUrl(fresh)]);
  });

  it("keeps a picture of a product no longer for sale", async () => {
    const url = await storedPicture(48);
    await showOnProduct(url);
    await testDb.current.update(products).set({ active: false });
    expect(await deleteUnusedProductPictures(testDb.current, { storage })).toBe(0);
  });

  it("leaves every other key in the store alone", async () => {
    await storage.write("3f2c0000-0000-4000-8000-000000000000/original", Readable.from([Buffer.from("x")]));
    const when = new Date(Date.now() - 72 * 3600_000);
    await utimes(path.join(root, "3f2c0000-0000-4000-8000-000000000000/original"), when, when);
    expect(await deleteUnusedProductPictures(testDb.current, { storage })).toBe(0);
    expect(await keys()).toEqual(["3f2c0000-0000-4000-8000-000000000000/original"]);
  });
});
