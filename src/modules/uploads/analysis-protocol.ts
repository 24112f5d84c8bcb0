import type { UploadKind } from "./constants";
import type { UploadErrorCode } from "./schema";

/** What the parent asks the analysis process to do with one stored file. */
export type AnalysisJob = {
  id: number;
  file: string;
  kind: UploadKind;
};

/** The measurements the upload records (no pixels). */
export type DesignFacts = {
  widthPx: number | null;
  heightPx: number | null;
  pageCount: number | null;
  pageWidthMm: number | null;
  pageHeightMm: number | null;
  cutContour: boolean | null;
};

/** Its answer: facts and encoded pictures, or the refusal the visitor sees. */
export type AnalysisReply =
  | { id: number; ok: true; facts: DesignFacts; preview: Uint8Array | null }
  | { id: number; ok: false; code: UploadErrorCode };

/** Sent once the process has loaded its modules and listens for jobs. */
export const ANALYSIS_READY = "analysis-ready";
