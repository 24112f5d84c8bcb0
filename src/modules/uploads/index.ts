// Universal exports (safe in client and server code). Server reads live in uploads.server.ts.
export {
  ACCEPT_ATTRIBUTE,
  ACCEPTED_EXTENSIONS,
  hasAcceptedExtension,
  MAX_IMAGE_PIXELS,
  MAX_UPLOAD_BYTES,
  PREVIEW_URL_TTL_SECONDS,
  uploadKinds,
  uploadVariants,
} from "./constants";
export type { UploadKind, UploadVariant } from "./constants";
export { printReadinessSchema, uploadedDesignSchema, uploadErrorCodes, uploadErrorSchema } from "./schema";
export type { PrintReadiness, ReadinessReason, UploadedDesign, UploadErrorCode } from "./schema";
export type { UploadSummary } from "./uploads.server";
export { UploadError, uploadErrorResponse } from "./upload-error";
export { blockingReasons, printReadiness, type DesignFacts, type PrintSize } from "./print-readiness";
export { readinessMessage, type ReadinessMessageKey } from "./readiness-message";
