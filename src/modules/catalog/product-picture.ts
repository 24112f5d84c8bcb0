/*
 * Product pictures staff upload from the admin (docs/admin.md#catalog): what is accepted, how big, and
 * where a stored one is served. Pure, so the upload control checks the same limits before sending and
 * the server checks them again on the bytes themselves.
 */

/** What one upload may weigh: a phone photo fits, a print master does not belong here. */
export const MAX_PICTURE_BYTES = 10 * 1024 * 1024;
/** Neither side may exceed this (checked from the header, before a pixel is decoded). */
export const MAX_PICTURE_SIDE = 6000;
/** The stored WebP's long side: larger than any place the shop shows it, even on a dense screen. */
export const STORED_PICTURE_SIDE = 2000;
/** What the file input offers; the server decides by the bytes, never by this or the file's name. */
export const PICTURE_ACCEPT = "image/png,image/jpeg,image/webp";
/** The staff-only endpoint the upload control sends the file's bytes to (the body is the file). */
export const PICTURE_UPLOAD_ENDPOINT = "/api/admin/catalog/pictures";

type PictureFormat = "png" | "jpeg" | "webp";

/** The refusals of an upload, each a message key under `admin.catalog.upload.errors`. */
export type PictureUploadError = "notImage" | "tooLarge" | "tooManyPixels" | "unauthorized" | "failed";

export type PictureUploadResult = { ok: true; url: string } | { ok: false; error: PictureUploadError };

/**
 * The format the bytes announce by their signature, whatever the file was called: PNG's eight-byte
 * signature, JPEG's start-of-image marker, or a RIFF container of type WEBP. Anything else (a PDF, an
 * SVG, a GIF, text) is undefined.
 */
export function sniffPicture(bytes: Uint8Array): PictureFormat | undefined {
  const starts = (offset: number, signature: readonly number[]) =>
    bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
  if (starts(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (starts(0, [0xff, 0xd8, 0xff])) return "jpeg";
  if (starts(0, [0x52, 0x49, 0x46, 0x46]) && starts(8, [0x57, 0x45, 0x42, 0x50])) return "webp";
  return undefined;
}

/** Whether a picture of these dimensions may be stored (both sides known and within the limit). */
export function withinPictureLimits(width: number | undefined, height: number | undefined): boolean {
  return (
    width !== undefined &&
    height !== undefined &&
    width > 0 &&
    height > 0 &&
    width <= MAX_PICTURE_SIDE &&
    height <= MAX_PICTURE_SIDE
  );
}

const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

/** Where a stored picture is served: `/media/catalog/<uuid>.webp`. */
const PICTURE_URL_PREFIX = "/media/catalog/";

/** The storage key of a stored picture's file name (`<uuid>.webp`), or undefined for any other name. */
export function pictureKeyOfName(name: string): string | undefined {
  return STORED_NAME.test(name) ? `catalog/${name}` : undefined;
}

/** The storage key behind a `/media/catalog/<uuid>.webp` URL, or undefined for any other URL. */
export function pictureKeyOfUrl(url: string): string | undefined {
  return url.startsWith(PICTURE_URL_PREFIX)
    ? pictureKeyOfName(url.slice(PICTURE_URL_PREFIX.length))
    : undefined;
}

/** The URL a stored picture is served from, for its file name `<uuid>.webp`. */
export function pictureUrlOfName(name: string): string {
  return `${PICTURE_URL_PREFIX}${name}`;
}
