// The cart module's test helpers, for tests only (docs/architecture.md#module-public-surfaces).
export { uploadInThisBrowser } from "./test-uploads";
