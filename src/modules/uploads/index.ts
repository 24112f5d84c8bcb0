// Universal exports (safe in client and server code). Server reads live in uploads.server.ts.
export type { UploadedDesign } from "./schema";
export { UploadError, uploadErrorResponse } from "./upload-error";
export { acceptedKinds, blockingReasons, printReadiness, type DesignFacts } from "./print-readiness";
export { readinessMessage, type ReadinessMessageKey } from "./readiness-message";
export { MAX_UPLOAD_BYTES, PREVIEW_URL_TTL_SECONDS } from "./constants";
