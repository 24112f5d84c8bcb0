import type { DesignSide, SideGeometry } from "@/modules/print-design";
import type { UploadKind } from "./constants";
import type { UploadErrorCode } from "./schema";

/**
 * What the parent asks the analysis process to do: measure one stored file, put the sides of a
 * double-sided product into one PDF (docs/product-rules.md#sides), or draw one side of a design as its
 * print PDF (docs/designer.md#print-file); the last two write to `output`.
 */
export type AnalysisTask =
  | { task: "analyse"; file: string; kind: UploadKind }
  | { task: "assemble"; parts: AssemblyPart[]; output: string }
  | {
      task: "render-design";
      side: DesignSide;
      geometry: SideGeometry;
      images: DesignImageFile[];
      output: string;
    };

/** An image a design places: the upload's id (as the document names it) and its file on disk. */
export type DesignImageFile = { uploadId: string; file: string };

export type AnalysisJob = AnalysisTask & { id: number };

/** One side as the process reads it: its file on disk, its kind, and the side's trim size. */
export type AssemblyPart = { file: string; kind: UploadKind; widthMm: number; heightMm: number };

/** The measurements the upload records (no pixels). */
export type DesignFacts = {
  widthPx: number | null;
  heightPx: number | null;
  pageCount: number | null;
  pageWidthMm: number | null;
  pageHeightMm: number | null;
  cutContour: boolean | null;
};

/** What the upload row of a print file the process wrote records (put together, or drawn from a design). */
export type AssembledFacts = {
  size: number;
  md5: string;
  sha256: string;
  pageCount: number;
  pageWidthMm: number;
  pageHeightMm: number;
};

/** Its answer: facts and encoded pictures, the facts of the file it wrote, or the refusal. */
export type AnalysisReply =
  | { id: number; ok: true; facts: DesignFacts; preview: Uint8Array | null }
  | { id: number; ok: true; assembled: AssembledFacts }
  | { id: number; ok: true; rendered: AssembledFacts; preview: Uint8Array }
  | { id: number; ok: false; code: UploadErrorCode };

/** Sent once the process has loaded its modules and listens for jobs. */
export const ANALYSIS_READY = "analysis-ready";
