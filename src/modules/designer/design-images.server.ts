import "server-only";
import { cartImageUploads, signedUploadPath } from "@/modules/uploads/server";
import type { DesignImage } from "./schema";

/** The designer keeps a page open for hours; its image links live as long (a reload signs new ones). */
const IMAGE_URL_TTL_SECONDS = 12 * 60 * 60;

/**
 * The cart's own images among `uploadIds`, with signed links to the files as uploaded: the designer
 * draws them at full size, as the print file will (docs/designer.md#one-renderer).
 */
export async function designImages(uploadIds: string[], cartId: string): Promise<DesignImage[]> {
  const images = await cartImageUploads(uploadIds, cartId);
  return images.map((image) => ({
    uploadId: image.id,
    name: image.name,
    url: signedUploadPath(image.id, "original", IMAGE_URL_TTL_SECONDS),
    widthPx: image.widthPx,
    heightPx: image.heightPx,
  }));
}
