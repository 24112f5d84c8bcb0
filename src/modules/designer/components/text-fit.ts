import { textHeightMm, type TextElement } from "@/modules/print-design";

let measuring: CanvasRenderingContext2D | null | undefined;

/**
 * The height a text's box needs for its lines at its width, to a tenth of a millimetre up (the
 * renderer's own measure, on a canvas of the page); undefined where there is no canvas to measure on.
 */
export function fittedTextHeight(element: TextElement): number | undefined {
  measuring ??= typeof document === "undefined" ? null : document.createElement("canvas").getContext("2d");
  if (!measuring) return undefined;
  const height = Math.ceil(textHeightMm(measuring, element) * 10) / 10;
  return Math.min(2000, Math.max(1, height));
}

/** A text's changes with its height fitted to the changed text (left as it is when it can't be measured). */
export function withFittedHeight<T extends Partial<TextElement>>(
  element: TextElement,
  changes: T,
): T & { height?: number } {
  const height = fittedTextHeight({ ...element, ...changes });
  return height === undefined ? changes : { ...changes, height };
}
