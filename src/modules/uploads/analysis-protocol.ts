import type { UploadKind } from "./constants";
import type { UploadErrorCode } from "./schema";

/**
 * What the parent asks the analysis process to do: measure one stored file, or put the sides of a
 * double-sided product into one PDF (docs/product-rules.md#sides), written to `output`.
 */
export type AnalysisTask =
  | { task: "analyse"; file: string; kind: UploadKind }
  | { task: "assemble"; parts: AssemblyPart[]; output: string };

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

/** What the upload row of a put-together print file records. */
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
  | { id: number; ok: false; code: UploadErrorCode };

/** Sent once the process has loaded its modules and listens for jobs. */
export const ANALYSIS_READY = "analysis-ready";
