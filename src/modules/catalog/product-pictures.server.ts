import "server-only";
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import sharp from "sharp";
import { fileStorage, type FileStorage } from "@/server/storage";
import {
  MAX_PICTURE_BYTES,
  MAX_PICTURE_SIDE,
  pictureKeyOfName,
  pictureKeyOfUrl,
  pictureUrlOfName,
  sniffPicture,
  STORED_PICTURE_SIDE,
  withinPictureLimits,
  type PictureUploadResult,
} from "./product-picture";

/*
 * Product pictures in file storage (docs/admin.md#catalog): staff upload one from the admin, it is
 * re-encoded as WebP (no metadata, at most 2000 px on its long side) under `catalog/<uuid>.webp`, and
 * the shop serves it from `/media/catalog/<uuid>.webp` with a year's caching, since a stored picture
 * never changes (a new upload gets a new name). The upload cleanup judges only keys under an upload id,
 * so these stay.
 */

/**
 * Stores one picture from its bytes: refused unless they are a PNG, JPEG or WebP (by their signature,
 * then by sharp reading the same format), at most 10 MB and 6000 px on either side (read from the
 * header, before decoding). Answers the URL to put in the product's pictures.
 */
export async function storeProductPicture(
  bytes: Uint8Array,
  storage: FileStorage = fileStorage(),
): Promise<PictureUploadResult> {
  if (bytes.byteLength > MAX_PICTURE_BYTES) return { ok: false, error: "tooLarge" };
  const format = sniffPicture(bytes);
  if (!format) return { ok: false, error: "notImage" };
  const input = () =>
    sharp(bytes, { limitInputPixels: MAX_PICTURE_SIDE * MAX_PICTURE_SIDE, failOn: "error" });
  const metadata = await input()
    .metadata()
    .catch(() => undefined);
  if (!metadata || metadata.format !== format) return { ok: false, error: "notImage" };
  if (!withinPictureLimits(metadata.width, metadata.height)) return { ok: false, error: "tooManyPixels" };

  let webp: Buffer;
  try {
    webp = await input()
      .rotate() // the camera's orientation applied to the pixels, as the metadata goes
      .resize({
        width: STORED_PICTURE_SIDE,
        height: STORED_PICTURE_SIDE,
        fit: "inside",
        withoutEnlargement: true,
      })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    // The header was fine but the pixels are not (a truncated or corrupt file).
    return { ok: false, error: "notImage" };
  }
  const name = `${randomUUID()}.webp`;
  await storage.write(pictureKeyOfName(name)!, Readable.from([webp]));
  return { ok: true, url: pictureUrlOfName(name) };
}

/**
 * IMAGE_PATH already refuses "..": the file is looked up under public/ as the server serves it (a
 * `/media/…` URL that is not a stored picture's exact spelling, e.g. in capitals, is no file there).
 */
function publicFileExists(url: string): boolean {
  const publicDir = path.join(process.cwd(), "public");
  const file = path.join(publicDir, url);
  return file.startsWith(publicDir + path.sep) && existsSync(file);
}

/** Whether a product picture's URL names a file that is there: under public/, or a stored upload. */
export async function pictureExists(url: string): Promise<boolean> {
  return pictureKeyOfUrl(url) === undefined ? publicFileExists(url) : storedPictureExists(url);
}

/** Whether `url` names a stored picture that exists (false for any other URL). */
async function storedPictureExists(url: string, storage: FileStorage = fileStorage()): Promise<boolean> {
  const key = pictureKeyOfUrl(url);
  return key !== undefined && (await storage.stat(key)) !== undefined;
}

/** Stored pictures never change: a year, and browsers need not ask again. */
const PICTURE_CACHE = "public, max-age=31536000, immutable";

/**
 * The answer to `GET /media/catalog/<name>`: the stored WebP, streamed from storage (also from a
 * bucket, so the long-cached answer never points at an expiring URL), or 404 for a name that is not
 * `<uuid>.webp` or a picture that is not there.
 */
export async function serveProductPicture(
  name: string,
  storage: FileStorage = fileStorage(),
): Promise<Response> {
  const key = pictureKeyOfName(name);
  const size = key === undefined ? undefined : (await storage.stat(key))?.size;
  if (key === undefined || size === undefined) return notFound();
  let stream: Readable;
  try {
    stream = await storage.openRead(key);
  } catch {
    return notFound(); // deleted between the two calls
  }
  return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, {
    headers: {
      "content-type": "image/webp",
      "content-length": String(size),
      "cache-control": PICTURE_CACHE,
      "x-content-type-options": "nosniff",
    },
  });
}

function notFound(): Response {
  return Response.json({ error: "not_found" }, { status: 404, headers: { "cache-control": "no-store" } });
}
