import { describe, expect, it } from "vitest";
import type { PrintReadiness } from "./schema";
import { uploadToast } from "./upload-toast";

const base = { printWidthMm: 85, printHeightMm: 55, turned: false, expectedPages: 1, reasons: [] };
const image = (status: PrintReadiness["status"], dpi: number, reasons: PrintReadiness["reasons"] = []) => ({
  ...base,
  status,
  dpi,
  reasons,
});

describe("the toast after an upload", () => {
  it("says ready for print only when the check found nothing to say", () => {
    expect(uploadToast("card.png", image("good", 300))).toEqual({
      tone: "success",
      title: { key: "successTitle", values: {} },
      text: { key: "successText", values: { file: "card.png" } },
    });
  });

  it("warns with the hint's own words when the image is low in resolution", () => {
    expect(uploadToast("card.png", image("low", 28))).toEqual({
      tone: "warning",
      title: { key: "uploadedWithWarningTitle", values: { file: "card.png" } },
      text: { key: "readinessImageLow", values: { dpi: 28 } },
    });
  });

  it("warns about cropping even at 300 DPI, and about a fine-but-not-sharpest image", () => {
    const cropped = uploadToast(
      "card.png",
      image("good", 300, [{ code: "aspectMismatch", imageRatio: 1, printRatio: 1.55 }]),
    );
    expect(cropped).toMatchObject({ tone: "warning", text: { key: "readinessAspect" } });
    expect(uploadToast("card.png", image("ok", 200))).toMatchObject({
      tone: "warning",
      text: { key: "readinessImageOk", values: { dpi: 200 } },
    });
  });

  it("refuses, as the hint does, a photo-book interior that is not a PDF", () => {
    const interior: PrintReadiness = {
      ...base,
      status: "warning",
      dpi: null,
      expectedPages: 20,
      reasons: [{ code: "interiorNotPdf" }],
    };
    expect(uploadToast("pages.png", interior)).toEqual({
      tone: "error",
      title: { key: "uploadedNotUsableTitle", values: { file: "pages.png" } },
      text: { key: "readinessInteriorNotPdf", values: { expected: 20 } },
    });
  });

  it("only says uploaded when there was nothing to check it against", () => {
    expect(uploadToast("card.pdf", null)).toEqual({
      tone: "success",
      title: { key: "successTitle", values: {} },
      text: { key: "uploadedText", values: { file: "card.pdf" } },
    });
  });
});
