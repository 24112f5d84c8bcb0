// The catalog module's test helpers, for tests only (docs/architecture.md#module-public-surfaces).
export { loadCatalogueFile } from "./data/catalogue-file";
