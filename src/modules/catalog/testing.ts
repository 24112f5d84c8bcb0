// The catalog module's test helpers, for tests only (docs/architecture.md#module-public-surfaces).
export { loadCatalogFile } from "./data/catalog-file";
export { makeDoubleSided, seedTestCatalog, testCatalog, testProduct } from "./test-catalog";
export { productFormValues } from "./test-product-form";
