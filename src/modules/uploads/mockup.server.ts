import "server-only";
import path from "node:path";
import sharp from "sharp";
import { designImage } from "./image-info.server";

const MOCKUP_PX = 800;

export type MockupArea = { left: number; top: number; width: number; height: number };

/**
 * The product picture (an SVG or bitmap under public/) at 800 × 800 with the design filling
 * `area` (fractions of the picture), cropped to cover it like the printed product would be.
 */
export async function renderMockup(
  pictureUrl: string,
  area: MockupArea,
  design: string | Buffer,
): Promise<Buffer> {
  const box = pixelBox(area);
  const [picture, layer] = await Promise.all([
    sharp(publicFile(pictureUrl), { density: 144 }).resize(MOCKUP_PX, MOCKUP_PX, { fit: "cover" }).toBuffer(),
    designImage(design).resize(box.width, box.height, { fit: "cover" }).png().toBuffer(),
  ]);
  return sharp(picture)
    .composite([{ input: layer, left: box.left, top: box.top }])
    .png({ compressionLevel: 8 })
    .toBuffer();
}

/** Only our own product pictures: a path under /images/, no way out of public/. */
function publicFile(url: string): string {
  if (!/^\/images\/[a-z0-9_-]+(\/[a-z0-9_-]+)*\.(svg|png|jpe?g|webp)$/i.test(url)) {
    throw new Error(`not a product picture: ${url}`);
  }
  return path.join(process.cwd(), "public", url);
}

/** The area in whole pixels, clamped inside the picture and at least one pixel each way. */
function pixelBox(area: MockupArea) {
  const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);
  const left = clamp(Math.round(area.left * MOCKUP_PX), 0, MOCKUP_PX - 1);
  const top = clamp(Math.round(area.top * MOCKUP_PX), 0, MOCKUP_PX - 1);
  return {
    left,
    top,
    width: clamp(Math.round(area.width * MOCKUP_PX), 1, MOCKUP_PX - left),
    height: clamp(Math.round(area.height * MOCKUP_PX), 1, MOCKUP_PX - top),
  };
}
