import { PDFArray, PDFDict, PDFName, PDFRef, type PDFDocument } from "pdf-lib";

export { ensureArrayBufferTransfer } from "@/lib/array-buffer-transfer";

/** The fonts page 1 uses, as pdf-lib reads its resources: base name and whether a font file is embedded. */
export function pageFonts(pdf: PDFDocument): { name: string; embedded: boolean }[] {
  const fonts = pdf.getPage(0).node.Resources()?.lookupMaybe(PDFName.of("Font"), PDFDict);
  return (fonts?.keys() ?? []).map((key) => {
    const font = fonts!.lookup(key, PDFDict);
    const descendant = font.lookupMaybe(PDFName.of("DescendantFonts"), PDFArray)?.lookup(0, PDFDict) ?? font;
    const descriptor = descendant.lookupMaybe(PDFName.of("FontDescriptor"), PDFDict);
    const embedded = ["FontFile", "FontFile2", "FontFile3"].some(
      (file) => descriptor?.get(PDFName.of(file)) instanceof PDFRef,
    );
    return { name: font.get(PDFName.of("BaseFont"))?.toString() ?? "", embedded };
  });
}

/**
 * How much two renderings of one page differ, ignoring anti-aliasing: both are averaged over blocks of
 * `block` × `block` pixels (an edge's grey levels mostly cancel out there) and the share of blocks whose
 * colour differs by more than `tolerance` of 255 is returned. A Thai mark drawn a little too high or
 * too far left changes whole blocks; two rasterisers' edge pixels don't.
 */
export function blockDifference(
  a: Uint8ClampedArray,
  b: Uint8ClampedArray,
  width: number,
  height: number,
  { block = 6, tolerance = 0.25 }: { block?: number; tolerance?: number } = {},
): number {
  const columns = Math.floor(width / block);
  const rows = Math.floor(height / block);
  let differing = 0;
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      let worst = 0;
      for (let channel = 0; channel < 3; channel++) {
        let sumA = 0;
        let sumB = 0;
        for (let y = row * block; y < (row + 1) * block; y++) {
          for (let x = column * block; x < (column + 1) * block; x++) {
            const index = (y * width + x) * 4 + channel;
            sumA += a[index]!;
            sumB += b[index]!;
          }
        }
        worst = Math.max(worst, Math.abs(sumA - sumB) / (block * block));
      }
      if (worst > tolerance * 255) differing++;
    }
  }
  return differing / (columns * rows);
}
export { businessCardDocument } from "./test-documents";

/**
 * Thai text as a PDF reader gives it back, made comparable with what was typed: ำ is drawn as its two
 * halves, ํ and า (NFKD writes it so too), and a shaper draws the ํ before a tone mark typed before
 * the ำ ("น้ำ" reads back as "นํ้า"). Both orders become one here.
 */
export function comparableThai(text: string): string {
  return text.normalize("NFKD").replace(/([\u0E48-\u0E4B])\u0E4D/g, "\u0E4D$1");
}
// Nothing here may be server-only: the browser journeys (tests/e2e) import this file in plain Node.
