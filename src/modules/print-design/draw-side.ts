import type { DesignElement, DesignSide, TextElement } from "./document-schema";
import type { DrawingContext } from "./drawing-context";
import { canvasFont } from "./fonts";
import { MM_PER_POINT, type SideGeometry } from "./geometry";
import { QR_QUIET_ZONE, qrModules } from "./qr-code";
import { LINE_HEIGHT, wrapText } from "./text-layout";

export type DrawOptions = {
  /** Canvas units per millimetre: PDF points (72 / 25.4) for the print file, pixels for a preview. */
  scale: number;
  /** Decoded images by upload id. */
  images: ReadonlyMap<string, unknown>;
  /** What stands in for an image not loaded yet: the preview draws a grey box, the print file refuses. */
  missingImage: "placeholder" | "error";
};

const PLACEHOLDER = "#d4d4d8";

/**
 * Draws one side of a design onto `context`, page corner at (0, 0): the background over the whole page
 * (bleed included), then each element in order. The browser's preview and the print PDF both call this
 * (docs/designer.md#one-renderer), so they can't disagree; guides and selection are drawn by the editor
 * on top, never here.
 */
export function drawSide(
  context: DrawingContext,
  side: DesignSide,
  geometry: SideGeometry,
  options: DrawOptions,
): void {
  const { scale } = options;
  context.save();
  if (side.background) {
    context.fillStyle = side.background;
    context.fillRect(0, 0, geometry.pageWidthMm * scale, geometry.pageHeightMm * scale);
  }
  for (const element of side.elements) drawElement(context, element, options);
  context.restore();
}

function drawElement(context: DrawingContext, element: DesignElement, options: DrawOptions): void {
  const { scale } = options;
  const width = element.width * scale;
  const height = element.height * scale;
  context.save();
  // Every element turns about its centre; drawing happens in its own box, top-left at (0, 0).
  context.translate((element.x + element.width / 2) * scale, (element.y + element.height / 2) * scale);
  if (element.rotation) context.rotate((element.rotation * Math.PI) / 180);
  context.translate(-width / 2, -height / 2);
  switch (element.kind) {
    case "text":
      drawText(context, element, scale);
      break;
    case "rect":
    case "ellipse":
      context.beginPath();
      if (element.kind === "rect") context.rect(0, 0, width, height);
      else context.ellipse(width / 2, height / 2, width / 2, height / 2, 0, 0, 2 * Math.PI);
      if (element.fill) {
        context.fillStyle = element.fill;
        context.fill();
      }
      if (element.stroke && element.strokeWidth > 0) {
        context.strokeStyle = element.stroke;
        context.lineWidth = element.strokeWidth * scale;
        context.stroke();
      }
      break;
    case "line":
      context.beginPath();
      context.moveTo(0, height / 2);
      context.lineTo(width, height / 2);
      context.strokeStyle = element.stroke;
      context.lineWidth = element.strokeWidth * scale;
      context.stroke();
      break;
    case "image": {
      const image = options.images.get(element.uploadId);
      if (image) {
        context.drawImage(image, 0, 0, width, height);
      } else if (options.missingImage === "placeholder") {
        context.fillStyle = PLACEHOLDER;
        context.fillRect(0, 0, width, height);
      } else {
        throw new Error(`image ${element.uploadId} was not loaded`);
      }
      break;
    }
    case "qr":
      drawQr(context, element.value, element.color, width, height);
      break;
  }
  context.restore();
}

function drawText(context: DrawingContext, element: TextElement, scale: number): void {
  const px = element.size * MM_PER_POINT * scale;
  context.font = canvasFont(element.font, element.weight, px);
  context.fillStyle = element.color;
  context.textAlign = element.align;
  context.textBaseline = "alphabetic";
  const width = element.width * scale;
  const x = element.align === "left" ? 0 : element.align === "center" ? width / 2 : width;
  const lines = wrapText(context, element.text, width);
  lines.forEach((line, index) => {
    // The first baseline sits one size below the top: room for Thai marks above the line.
    if (line) context.fillText(line, x, px * (1 + index * LINE_HEIGHT));
  });
}

/** One path of square modules, filled once: a vector QR code with no seams between modules. */
function drawQr(context: DrawingContext, value: string, color: string, width: number, height: number): void {
  const { size, dark } = qrModules(value);
  const side = Math.min(width, height);
  const cell = side / (size + 2 * QR_QUIET_ZONE);
  const left = (width - side) / 2 + QR_QUIET_ZONE * cell;
  const top = (height - side) / 2 + QR_QUIET_ZONE * cell;
  context.beginPath();
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) {
      if (dark(row, column)) context.rect(left + column * cell, top + row * cell, cell, cell);
    }
  }
  context.fillStyle = color;
  context.fill();
}

/** How many lines a text element takes at its size: the editor grows the box to fit them. */
export function textHeightMm(context: DrawingContext, element: TextElement): number {
  const scale = 10;
  const px = element.size * MM_PER_POINT * scale;
  context.font = canvasFont(element.font, element.weight, px);
  const lines = wrapText(context, element.text, element.width * scale);
  return (px * (1 + (lines.length - 1) * LINE_HEIGHT) + px * 0.35) / scale;
}
