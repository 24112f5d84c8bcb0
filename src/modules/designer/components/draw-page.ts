import { drawSide, type DesignSide, type SideGeometry } from "@/modules/print-design";

/**
 * A side drawn onto a browser canvas: white paper, then drawSide, the renderer the print file uses
 * (docs/designer.md#one-renderer). `scale` is canvas pixels per millimetre. The canvas is sized to the
 * page at that scale, rounded to whole pixels.
 */
export function drawPage(
  canvas: HTMLCanvasElement,
  side: DesignSide,
  geometry: SideGeometry,
  scale: number,
  images: ReadonlyMap<string, unknown>,
): void {
  const width = Math.round(geometry.pageWidthMm * scale);
  const height = Math.round(geometry.pageHeightMm * scale);
  if (canvas.width !== width) canvas.width = width;
  if (canvas.height !== height) canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) return;
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, width, height);
  drawSide(context, side, geometry, { scale, images, missingImage: "placeholder" });
}

/** Print resolution of the downloadable preview, the print file's raster equivalent. */
const PREVIEW_DPI = 300;

/** A file name without the characters file systems refuse. */
function safeFileName(name: string): string {
  return name.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, "-").trim() || "design";
}

/**
 * Draws the side at 300 dpi on a white offscreen canvas (no guides) and saves it as
 * `<design name>-<side name>.png`.
 */
export async function downloadPreview(
  side: DesignSide,
  geometry: SideGeometry,
  images: ReadonlyMap<string, unknown>,
  fileName: string,
): Promise<void> {
  const canvas = document.createElement("canvas");
  drawPage(canvas, side, geometry, PREVIEW_DPI / 25.4, images);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/png"));
  if (!blob) throw new Error("the preview could not be encoded");
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = `${safeFileName(fileName)}.png`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
