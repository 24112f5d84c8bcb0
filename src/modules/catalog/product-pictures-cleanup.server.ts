import "server-only";
import { db, type Database } from "@/server/db";
import { products } from "@/server/db/schema/catalog";
import { defineRecurringJob, handleJob } from "@/server/jobs";
import { log } from "@/server/log";
import { fileStorage, type FileStorage } from "@/server/storage";
import { pictureKeyOfUrl } from "./product-picture";

/**
 * A picture staff uploaded is stored at once, before the form that uses it is saved
 * (docs/admin.md#catalog). One never saved with a product, or taken off every product since, is kept a
 * day (long enough to finish a form left open overnight) and then deleted.
 */
const UNUSED_PICTURE_TTL_SECONDS = 24 * 60 * 60;

/**
 * Deletes stored product pictures (`catalog/<uuid>.webp`) older than `olderThanSeconds` that no
 * product's pictures name, active or not. Returns how many went. Any other key in the store is left
 * alone. A form saved in the very second its day-old picture is swept loses the picture: the product
 * page then shows none, and staff upload it again.
 */
export async function deleteUnusedProductPictures(
  database: Database,
  options: { olderThanSeconds?: number; storage?: FileStorage } = {},
): Promise<number> {
  const cutoff = Date.now() - (options.olderThanSeconds ?? UNUSED_PICTURE_TTL_SECONDS) * 1000;
  const storage = options.storage ?? fileStorage();
  const used = await usedPictureKeys(database);
  let deleted = 0;
  for await (const stored of storage.list()) {
    if (!stored.key.startsWith("catalog/") || stored.modifiedAt.getTime() > cutoff) continue;
    if (used.has(stored.key)) continue;
    try {
      await storage.delete(stored.key);
      deleted += 1;
    } catch (error) {
      // A picture left behind costs space, not correctness: the next sweep tries again.
      log.warn({ err: error, key: stored.key }, "could not delete product picture");
    }
  }
  return deleted;
}

/** The storage keys of every stored picture a product names (a shop has hundreds of products, not millions). */
async function usedPictureKeys(database: Database): Promise<Set<string>> {
  const rows = await database.select({ images: products.images }).from(products);
  return new Set(rows.flatMap((row) => row.images.map((image) => pictureKeyOfUrl(image.url) ?? [])).flat());
}

/** Daily: an unused picture goes within a day of its first day. Dedupe key: days since 1970. */
export const productPicturesCleanupJob = defineRecurringJob({
  name: "catalog.pictures-cleanup",
  everySeconds: 24 * 60 * 60,
});

export const productPicturesCleanupHandler = handleJob(productPicturesCleanupJob, async () => {
  const deleted = await deleteUnusedProductPictures(db());
  if (deleted > 0) log.info({ deleted }, "unused product pictures deleted");
});
