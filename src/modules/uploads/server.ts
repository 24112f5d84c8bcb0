// The uploads module's server-only surface (docs/architecture.md#module-public-surfaces).
import "server-only";
export { uploadsCleanupHandler, uploadsCleanupJob } from "./cleanup.server";
export { assertDeclaredLengthFits } from "./receive-upload.server";
export { serveUpload } from "./serve-upload.server";
export { withKnownCutContours } from "./cut-contour.server";
export { acceptUpload } from "./upload-service.server";
export { assembledPrintFile, findAssembledPrintFile } from "./assembled-print-file.server";
export { cartImageUploads, recordDesignPrintFile } from "./design-print-file.server";
export {
  getCartUploadSummaries,
  getUploadSummaries,
  lockUploads,
  moveCartUploads,
  signedUploadPath,
  printFiles,
} from "./uploads.server";
