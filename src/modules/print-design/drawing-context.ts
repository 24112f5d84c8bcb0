/**
 * The part of the Canvas 2D API the renderer uses. A browser's CanvasRenderingContext2D and
 * @napi-rs/canvas's context (a raster canvas or a PDF page, Skia either way) both have it, so one
 * drawing function makes the designer's preview and the print file (docs/designer.md#one-renderer).
 */
export type DrawingContext = {
  save(): void;
  restore(): void;
  translate(x: number, y: number): void;
  rotate(radians: number): void;
  beginPath(): void;
  closePath(): void;
  rect(x: number, y: number, width: number, height: number): void;
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  ellipse(
    x: number,
    y: number,
    radiusX: number,
    radiusY: number,
    rotation: number,
    startAngle: number,
    endAngle: number,
  ): void;
  fill(): void;
  stroke(): void;
  fillRect(x: number, y: number, width: number, height: number): void;
  fillText(text: string, x: number, y: number): void;
  measureText(text: string): { width: number };
  // Any image the context accepts: an HTMLImageElement in browsers, an Image of @napi-rs/canvas.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  drawImage(image: any, x: number, y: number, width: number, height: number): void;
  fillStyle: unknown;
  strokeStyle: unknown;
  lineWidth: number;
  font: string;
  textAlign: string;
  textBaseline: string;
};
