import { describe, expect, it } from "vitest";
import { printReadiness, type DesignFacts } from "./print-readiness";
import { readinessLines } from "./readiness-lines";

const a3Poster = { width: 297, height: 420, pages: 1 };
const image = (widthPx: number, heightPx: number): DesignFacts => ({
  kind: "png",
  widthPx,
  heightPx,
  pageCount: null,
  pageWidthMm: null,
  pageHeightMm: null,
});

describe("the readiness hint's lines", () => {
  it("names the poster's size as the product lists it and says a landscape design prints landscape", () => {
    const landscape = printReadiness(image(4961, 3508), a3Poster)!;
    expect(readinessLines(landscape, null)).toEqual([
      {
        key: "readinessImageGood",
        values: { dpi: 300, width: 297, height: 420, turned: "landscape" },
        tone: "good",
        blocking: false,
      },
    ]);
    const wide = printReadiness(image(4000, 1000), a3Poster)!;
    expect(readinessLines(wide, null).at(-1)).toMatchObject({
      key: "readinessAspect",
      values: { width: 297, height: 420, turned: "landscape" },
    });
  });

  it("says nothing about orientation when the design is the way the product lists it", () => {
    const portrait = printReadiness(image(3508, 4961), a3Poster)!;
    expect(readinessLines(portrait, null)[0]?.values).toEqual({
      dpi: 300,
      width: 297,
      height: 420,
      turned: "no",
    });
  });
});

describe("the readiness lines of a die-cut design", () => {
  const dieCut = { width: 76, height: 76, pages: 1, cutLine: true };

  it("explains a PDF without a CutContour cut line, and refuses it", () => {
    const pdf: DesignFacts = {
      kind: "pdf",
      widthPx: null,
      heightPx: null,
      pageCount: 1,
      pageWidthMm: 82,
      pageHeightMm: 82,
      cutContour: false,
    };
    expect(readinessLines(printReadiness(pdf, dieCut)!, 1)).toEqual([
      { key: "readinessCutLineMissing", values: {}, tone: "bad", blocking: true },
    ]);
  });

  it("asks for a PDF instead of an image, and refuses the image", () => {
    const lines = readinessLines(printReadiness(image(1000, 1000), dieCut)!, null);
    expect(lines.at(-1)).toEqual({ key: "readinessCutLineNotPdf", values: {}, tone: "bad", blocking: true });
  });
});
