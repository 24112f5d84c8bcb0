// The uploads module's test helpers, for tests only (docs/architecture.md#module-public-surfaces).
export { insertTestUpload, storeTestUpload } from "./test-uploads";
// A stored file's link as the shop signs it, for tests that have the shop's APP_SECRET.
export { signUploadPath } from "./signing";
// A hand-written PDF (with a CutContour cut line when asked), for tests that store real files.
export { handWrittenPdf } from "./test-fixtures";
