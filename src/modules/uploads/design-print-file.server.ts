import "server-only";
import { createReadStream } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { and, eq, inArray } from "drizzle-orm";
import type { DesignSide, SideGeometry } from "@/modules/print-design";
import { db } from "@/server/db";
import { uploads } from "@/server/db/schema/uploads";
import type { Logger } from "@/server/log";
import { fileStorage } from "@/server/storage";
import { renderDesignSafely } from "./analysis-pool.server";
import { withLocalFiles } from "./assembled-print-file.server";
import { mimeTypes } from "./constants";
import { storageKeys } from "./storage-keys";
import { isUploadId } from "./uploads.server";

/** An image upload of the caller's cart a design may place (a JPEG or PNG; a PDF is not an image). */
export type DesignImageUpload = {
  id: string;
  name: string;
  widthPx: number;
  heightPx: number;
  storageKey: string;
};

/** The cart's own JPEG and PNG uploads among `ids`; any other id (another cart's, a PDF) is left out. */
export async function cartImageUploads(ids: readonly string[], cartId: string): Promise<DesignImageUpload[]> {
  const wanted = [...new Set(ids.filter(isUploadId).map((id) => id.toLowerCase()))];
  if (wanted.length === 0) return [];
  const rows = await db()
    .select({
      id: uploads.id,
      name: uploads.originalName,
      widthPx: uploads.widthPx,
      heightPx: uploads.heightPx,
      storageKey: uploads.storageKey,
    })
    .from(uploads)
    .where(
      and(inArray(uploads.id, wanted), eq(uploads.cartId, cartId), inArray(uploads.kind, ["jpeg", "png"])),
    );
  return rows.flatMap((row) =>
    row.widthPx && row.heightPx ? [{ ...row, widthPx: row.widthPx, heightPx: row.heightPx }] : [],
  );
}

/**
 * One side of a frozen design drawn as its print file and recorded as an upload of the cart
 * (docs/designer.md#print-file): a one-page PDF of the trim plus bleed, with a thumbnail, pointing at
 * the frozen design (`design_id`). From then on it is an upload like any other: the cart checks it, the
 * order names it, the printer fetches it, staff download it. `imageNotFound` when an image it places is
 * not one of the cart's uploads any more. Throws UploadError ("too_complex", "busy") from the drawing.
 */
export async function recordDesignPrintFile(
  input: { cartId: string; designId: string; fileName: string; side: DesignSide; geometry: SideGeometry },
  logger: Logger,
): Promise<{ uploadId: string } | { imageNotFound: true }> {
  const wanted = [
    ...new Set(
      input.side.elements.flatMap((element) => (element.kind === "image" ? [element.uploadId] : [])),
    ),
  ];
  const images = await cartImageUploads(wanted, input.cartId);
  if (images.length !== wanted.length) return { imageNotFound: true };
  const storage = fileStorage();
  const id = crypto.randomUUID();
  const key = storageKeys.original(id);
  const output = path.join(tmpdir(), `printgo-design-${id}.pdf`);
  const written: string[] = [];
  try {
    const { facts, preview } = await withLocalFiles(
      storage,
      images.map((image) => image.storageKey),
      (files) =>
        renderDesignSafely(
          {
            side: input.side,
            geometry: input.geometry,
            images: images.map((image, index) => ({ uploadId: image.id, file: files[index]! })),
            output,
          },
          logger,
        ),
    );
    written.push(key);
    await storage.write(key, createReadStream(output));
    written.push(storageKeys.preview(id));
    await storage.write(storageKeys.preview(id), Readable.from([preview]));
    await db()
      .insert(uploads)
      .values({
        id,
        storageKey: key,
        kind: "pdf",
        mimeType: mimeTypes.pdf,
        originalName: input.fileName,
        ...facts,
        previewKey: storageKeys.preview(id),
        // Drawn by us: it has no cut line, and the cart must not read the file to find out.
        cutContour: false,
        cartId: input.cartId,
        designId: input.designId,
      });
    return { uploadId: id };
  } catch (error) {
    await Promise.all(written.map((written) => storage.delete(written)));
    throw error;
  } finally {
    await rm(output, { force: true });
  }
}
