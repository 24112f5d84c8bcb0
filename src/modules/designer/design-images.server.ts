import "server-only";
import { PREVIEW_URL_TTL_SECONDS } from "@/modules/uploads";
import { cartImageUploads, signedUploadPath } from "@/modules/uploads/server";
import type { DesignImage } from "./schema";

/** The designer keeps a page open for hours; its image links live as long (a reload signs new ones). */
const IMAGE_URL_TTL_SECONDS = 12 * 60 * 60;

/**
 * The cart's own images among `uploadIds`, with signed links to the files as uploaded: the designer
 * draws them at full size, as the print file will (docs/designer.md#one-renderer). A thumbnail asks for
 * the upload's small preview instead (`"preview"`): a 50 MB photo is not fetched to draw 200 pixels.
 */
export async function designImages(
  uploadIds: string[],
  cartId: string,
  variant: "original" | "preview" = "original",
): Promise<DesignImage[]> {
  const images = await cartImageUploads(uploadIds, cartId);
  const ttl = variant === "original" ? IMAGE_URL_TTL_SECONDS : PREVIEW_URL_TTL_SECONDS;
  return images.map((image) => ({
    uploadId: image.id,
    name: image.name,
    url: signedUploadPath(image.id, variant, ttl),
    widthPx: image.widthPx,
    heightPx: image.heightPx,
  }));
}
