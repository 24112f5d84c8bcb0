import { textHeightMm, type DesignDocument, type TextElement } from "@/modules/print-design";

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

/**
 * The texts whose box is shorter than their lines now need, with the height each needs: run when a
 * typeface finishes loading, since a box fitted while the browser drew a fallback may be too short.
 * A taller box is left alone (a template's may be tall on purpose).
 */
export function textsOutgrowingBoxes(document: DesignDocument): Map<string, number> {
  const heights = new Map<string, number>();
  for (const element of document.sides.flatMap((side) => side.elements)) {
    if (element.kind !== "text") continue;
    const height = fittedTextHeight(element);
    if (height !== undefined && height > element.height) heights.set(element.id, height);
  }
  return heights;
}
