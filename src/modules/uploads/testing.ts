// The uploads module's test helpers, for tests only (docs/architecture.md#module-public-surfaces).
export { insertTestUpload } from "./test-uploads";
