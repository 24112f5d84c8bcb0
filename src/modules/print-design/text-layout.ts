import type { DrawingContext } from "./drawing-context";

/** Line spacing of a text element, as a multiple of its size. */
export const LINE_HEIGHT = 1.3;

/**
 * A text element's lines: its own line breaks, then words moved to a new line where the next would pass
 * the box's width. Thai is written without spaces between words, so words are found with
 * Intl.Segmenter (ICU's Thai dictionary, in Node and in browsers); a single word wider than the box
 * stays whole and overflows, which the warnings report.
 */
export function wrapText(
  context: Pick<DrawingContext, "measureText">,
  text: string,
  maxWidth: number,
): string[] {
  const segmenter = new Intl.Segmenter("th", { granularity: "word" });
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    for (const { segment } of segmenter.segment(paragraph)) {
      const candidate = line + segment;
      if (line.trim() !== "" && context.measureText(candidate.trimEnd()).width > maxWidth) {
        lines.push(line.trimEnd());
        line = segment.trimStart();
      } else {
        line = candidate;
      }
    }
    lines.push(line.trimEnd());
  }
  return lines;
}
