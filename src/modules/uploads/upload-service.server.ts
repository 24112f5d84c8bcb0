import "server-only";
import { Readable } from "node:stream";
import { getProduct } from "@/modules/catalog/server";
import { db } from "@/server/db";
import { uploads } from "@/server/db/schema/uploads";
import type { Logger } from "@/server/log";
import { fileStorage } from "@/server/storage";
import { analyseDesignSafely, type DesignAnalysis } from "./analysis-pool.server";
import { mimeTypes, PREVIEW_URL_TTL_SECONDS } from "./constants";
import { printReadiness } from "./print-readiness";
import { receiveUpload, type ReceivedUpload } from "./receive-upload.server";
import type { UploadedDesign } from "./schema";
import { storageKeys } from "./storage-keys";
import { signedUploadPath } from "./uploads.server";

/**
 * The whole upload: stream the file into storage (checked by content, hashed, size-capped), measure
 * it in the analysis process, store a thumbnail (the product page draws it on the product picture, see
 * docs/product-rules.md#product-page); then record it for the uploader's cart (`ownerCartId`, asked only once the file is
 * accepted, so a refused file makes no cart). Throws UploadError for anything the visitor can fix;
 * leaves no files behind on failure.
 */
export async function acceptUpload(
  request: Request,
  logger: Logger,
  ownerCartId: () => Promise<string>,
): Promise<UploadedDesign> {
  const storage = fileStorage();
  const received = await receiveUpload(request, storage);
  const written = [received.storageKey];
  try {
    const product = received.productId ? await getProduct(received.productId, "en") : undefined;
    const analysis = await storage.withLocalFile(received.storageKey, (file) =>
      analyseDesignSafely({ file, kind: received.kind }, logger),
    );
    if (analysis.preview) {
      written.push(storageKeys.preview(received.id));
      await storage.write(storageKeys.preview(received.id), Readable.from([analysis.preview]));
    }
    await record(received, analysis, await ownerCartId());
    const area = product?.printAreas[0];
    return {
      fileId: received.id,
      name: received.name,
      size: received.size,
      kind: received.kind,
      mimeType: mimeTypes[received.kind],
      md5: received.md5,
      sha256: received.sha256,
      previewUrl: analysis.preview ? signedUploadPath(received.id, "preview", PREVIEW_URL_TTL_SECONDS) : null,
      widthPx: analysis.widthPx,
      heightPx: analysis.heightPx,
      pageCount: analysis.pageCount,
      pageWidthMm: analysis.pageWidthMm,
      pageHeightMm: analysis.pageHeightMm,
      cutContour: analysis.cutContour,
      readiness: area ? printReadiness({ kind: received.kind, ...analysis }, area) : null,
    };
  } catch (error) {
    await Promise.all(written.map((key) => storage.delete(key)));
    throw error;
  }
}

async function record(received: ReceivedUpload, analysis: DesignAnalysis, cartId: string): Promise<void> {
  await db()
    .insert(uploads)
    .values({
      id: received.id,
      storageKey: received.storageKey,
      kind: received.kind,
      mimeType: mimeTypes[received.kind],
      originalName: received.name,
      size: received.size,
      md5: received.md5,
      sha256: received.sha256,
      widthPx: analysis.widthPx,
      heightPx: analysis.heightPx,
      pageCount: analysis.pageCount,
      pageWidthMm: analysis.pageWidthMm,
      pageHeightMm: analysis.pageHeightMm,
      // Kept so the cart decides a die-cut design from the row, never from the browser or the file again.
      cutContour: analysis.cutContour,
      previewKey: analysis.preview ? storageKeys.preview(received.id) : null,
      cartId,
    });
}
