import "server-only";
import sharp from "sharp";
import { MAX_IMAGE_PIXELS } from "./constants";
import { UploadError } from "./upload-error";

/** Long side of the thumbnail the widget and the cart show. */
const PREVIEW_PX = 480;

export type ImageFacts = { widthPx: number; heightPx: number; preview: Buffer };

/**
 * Pixel size (as displayed, after EXIF rotation) and a WebP thumbnail of a JPEG or PNG on disk.
 * The header is read first, so a decompression bomb is refused by its declared size before a single
 * pixel is decoded; a file that is not what its first bytes promised, or is cut short, is unreadable.
 */
export async function analyseImage(file: string, kind: "jpeg" | "png"): Promise<ImageFacts> {
  const meta = await sharp(file, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new UploadError("unreadable");
    });
  if (meta.format !== kind || !meta.width || !meta.height) throw new UploadError("unreadable");
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) throw new UploadError("too_many_pixels");

  const preview = await thumbnail(file).catch(() => {
    // Decoding every pixel is what finds truncated and corrupt files.
    throw new UploadError("unreadable");
  });
  return { widthPx: meta.autoOrient.width, heightPx: meta.autoOrient.height, preview };
}

/** The WebP thumbnail every preview is (images, and PDFs' drawn first page). */
export function thumbnail(input: string | Buffer): Promise<Buffer> {
  return designImage(input)
    .resize(PREVIEW_PX, PREVIEW_PX, { fit: "inside", withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
}

/** A customer's image, upright, with the pixel limit as a second guard. */
function designImage(input: string | Buffer) {
  return sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "warning" }).autoOrient();
}
