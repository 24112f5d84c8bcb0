import { describe, expect, it } from "vitest";
import { acceptAttribute } from "./constants";
import { acceptedKinds, blockingReasons, printReadiness, type DesignFacts } from "./print-readiness";

const businessCard = { width: 85, height: 55, pages: 1 };
const a5Flyer = { width: 148, height: 210, pages: 1 };
const image = (widthPx: number, heightPx: number, kind: "png" | "jpeg" = "png"): DesignFacts => ({
  kind,
  widthPx,
  heightPx,
  pageCount: null,
  pageWidthMm: null,
  pageHeightMm: null,
});
const pdf = (pageCount: number, pageWidthMm: number, pageHeightMm: number): DesignFacts => ({
  kind: "pdf",
  widthPx: null,
  heightPx: null,
  pageCount,
  pageWidthMm,
  pageHeightMm,
});

describe("print readiness of an image", () => {
  it("calls 300 DPI at the print size good: 1004 × 650 px on an 85 × 55 mm card", () => {
    expect(printReadiness(image(1004, 650), businessCard)).toEqual({
      status: "good",
      dpi: 300,
      printWidthMm: 85,
      printHeightMm: 55,
      turned: false,
      expectedPages: 1,
      reasons: [],
    });
  });

  it("calls 150 to 299 DPI ok and below 150 low", () => {
    expect(printReadiness(image(1000, 647), businessCard)).toMatchObject({ status: "ok", dpi: 299 });
    expect(printReadiness(image(502, 325), businessCard)).toMatchObject({ status: "ok", dpi: 150 });
    expect(printReadiness(image(321, 208), businessCard)).toMatchObject({ status: "low", dpi: 96 });
  });

  it("judges by the side that limits the resolution", () => {
    // Wide image: height decides (650 px over 55 mm = 300 DPI), width alone would give 450 DPI.
    expect(printReadiness(image(1506, 650), businessCard)).toMatchObject({ dpi: 300 });
  });

  it("turns the print area to the design's orientation", () => {
    expect(printReadiness(image(650, 1004, "jpeg"), businessCard)).toMatchObject({
      status: "good",
      dpi: 300,
      printWidthMm: 55,
      printHeightMm: 85,
      turned: true,
      reasons: [],
    });
  });

  it("warns when the proportions differ, but not for bleed-sized designs", () => {
    expect(printReadiness(image(1000, 1000), businessCard)?.reasons).toEqual([
      { code: "aspectMismatch", imageRatio: 1, printRatio: 1.55 },
    ]);
    // 91 × 61 mm (3 mm bleed each side) at 300 DPI.
    expect(printReadiness(image(1075, 720), businessCard)?.reasons).toEqual([]);
  });
});

describe("print readiness of a PDF", () => {
  it("is good with one page at the trim size or with 3 mm bleed, either orientation", () => {
    expect(printReadiness(pdf(1, 148, 210), a5Flyer)).toEqual({
      status: "good",
      dpi: null,
      printWidthMm: 148,
      printHeightMm: 210,
      turned: false,
      expectedPages: 1,
      reasons: [],
    });
    expect(printReadiness(pdf(1, 154, 216), a5Flyer)?.status).toBe("good");
    expect(printReadiness(pdf(1, 210.2, 147.6), a5Flyer)).toMatchObject({
      status: "good",
      printWidthMm: 210,
      printHeightMm: 148,
      turned: true,
    });
  });

  it("takes a page with the area's own wider bleed from the account's specs, and no wider", () => {
    const posterWith5mm = { ...a5Flyer, bleed: 5 };
    expect(printReadiness(pdf(1, 158, 220), posterWith5mm)?.status).toBe("good");
    expect(printReadiness(pdf(1, 158, 220), a5Flyer)?.status).toBe("warning");
    expect(printReadiness(pdf(1, 163, 225), posterWith5mm)?.status).toBe("warning");
    // A garment's zero bleed still takes a page with our 3 mm: the check never narrows.
    expect(printReadiness(pdf(1, 154, 216), { ...a5Flyer, bleed: 0 })?.status).toBe("good");
  });

  it("warns about the page count: 3 pages where 1 is expected", () => {
    expect(printReadiness(pdf(3, 85, 55), businessCard)).toMatchObject({
      status: "warning",
      reasons: [{ code: "pageCount", pages: 3, expected: 1 }],
    });
  });

  it("warns about a page size that is not the print size (A4 for an A5 flyer)", () => {
    expect(printReadiness(pdf(1, 210, 297), a5Flyer)).toMatchObject({
      status: "warning",
      reasons: [{ code: "pageSize", pageWidthMm: 210, pageHeightMm: 297 }],
    });
    expect(printReadiness(pdf(1, 145, 210), a5Flyer)?.status).toBe("warning");
    expect(printReadiness(pdf(1, 157, 219), a5Flyer)?.status).toBe("warning");
  });

  it("gives both reasons when both are off", () => {
    expect(printReadiness(pdf(2, 100, 100), businessCard)?.reasons.map((r) => r.code)).toEqual([
      "pageCount",
      "pageSize",
    ]);
  });

  it("has nothing to say without measurements", () => {
    expect(printReadiness(pdf(0, 0, 0), businessCard)).toBeNull();
    expect(printReadiness(image(0, 0), businessCard)).toBeNull();
  });
});

describe("print readiness of a book's files", () => {
  const interior = { file: "book" as const, width: 210, height: 210, pages: 20 };
  const cover = { file: "cover" as const, width: 430, height: 210, pages: 1 };

  it("refuses an interior with another page count, and one that is not a PDF", () => {
    const wrong = printReadiness(pdf(18, 216, 216), interior);
    expect(wrong?.reasons).toEqual([{ code: "interiorPageCount", pages: 18, expected: 20 }]);
    expect(blockingReasons(wrong)).toHaveLength(1);
    expect(blockingReasons(printReadiness(pdf(20, 216, 216), interior))).toEqual([]);
    expect(printReadiness(image(2480, 2480), interior)?.reasons).toEqual([{ code: "interiorNotPdf" }]);
  });

  it("offers an interior's drop zone PDFs only, the one kind its check lets through", () => {
    expect(acceptedKinds({ file: "book" })).toEqual(["pdf"]);
    expect(acceptAttribute(acceptedKinds({ file: "book" }))).toBe(".pdf");
    expect(acceptAttribute(acceptedKinds({ file: "cover" }))).toBe(".pdf,.jpg,.jpeg,.png");
    expect(acceptAttribute(acceptedKinds({}))).toBe(".pdf,.jpg,.jpeg,.png");
    for (const kind of ["png", "jpeg"] as const) {
      expect(printReadiness({ ...image(2480, 2480), kind }, interior)?.reasons).toEqual([
        { code: "interiorNotPdf" },
      ]);
    }
  });

  it("refuses a cover PDF outside the spread's tolerance, never turning it", () => {
    expect(blockingReasons(printReadiness(pdf(1, 430, 210), cover))).toEqual([]);
    expect(blockingReasons(printReadiness(pdf(1, 418, 208), cover))).toEqual([]); // thinner spine
    expect(blockingReasons(printReadiness(pdf(1, 448, 218), cover))).toEqual([]); // thicker spine, bleed
    expect(printReadiness(pdf(1, 417, 210), cover)?.reasons).toEqual([
      { code: "coverSize", pageWidthMm: 417, pageHeightMm: 210 },
    ]);
    expect(printReadiness(pdf(1, 210, 430), cover)?.reasons[0]?.code).toBe("coverSize");
    // A second page is only a hint.
    expect(blockingReasons(printReadiness(pdf(2, 430, 210), cover))).toEqual([]);
  });

  it("judges a cover image by its proportions and still reports its resolution", () => {
    expect(printReadiness(image(5079, 2480), cover)).toMatchObject({ status: "good", dpi: 300, reasons: [] });
    expect(blockingReasons(printReadiness(image(2480, 2480), cover))[0]?.code).toBe("coverProportions");
  });
});

describe("print readiness of a die-cut design", () => {
  const dieCut = { width: 76, height: 76, pages: 1, file: "product" as const, cutLine: true };
  const sticker = (cutContour: boolean | null): DesignFacts => ({ ...pdf(1, 76, 76), cutContour });

  it("takes a PDF that declares a CutContour spot colour", () => {
    const readiness = printReadiness(sticker(true), dieCut);
    expect(readiness).toMatchObject({ status: "good", reasons: [] });
    expect(blockingReasons(readiness)).toEqual([]);
  });

  it("refuses a PDF without one, or whose cut line was not looked for", () => {
    for (const cutContour of [false, null]) {
      const readiness = printReadiness(sticker(cutContour), dieCut);
      expect(readiness).toMatchObject({ status: "warning" });
      expect(blockingReasons(readiness)).toEqual([{ code: "cutLineMissing" }]);
    }
  });

  it("refuses an image, however sharp, since it cannot carry a cut line", () => {
    const readiness = printReadiness(image(2000, 2000), dieCut);
    expect(readiness).toMatchObject({ status: "good", dpi: 668 });
    expect(blockingReasons(readiness)).toEqual([{ code: "cutLineNotPdf" }]);
  });

  it("offers a die-cut drop zone PDFs only, the one kind that can carry a cut line", () => {
    expect(acceptedKinds(dieCut)).toEqual(["pdf"]);
    expect(acceptAttribute(acceptedKinds(dieCut))).toBe(".pdf");
    expect(acceptAttribute(acceptedKinds({ ...dieCut, cutLine: false }))).toBe(".pdf,.jpg,.jpeg,.png");
  });

  it("asks for no cut line where the area needs none", () => {
    expect(blockingReasons(printReadiness(sticker(false), { ...dieCut, cutLine: false }))).toEqual([]);
    expect(blockingReasons(printReadiness(image(2000, 2000), { ...dieCut, cutLine: false }))).toEqual([]);
  });
});
