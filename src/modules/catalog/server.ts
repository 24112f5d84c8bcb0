// The catalog module's server-only surface (docs/architecture.md#module-public-surfaces).
import "server-only";
export {
  CATALOG_TAG,
  getCatalog,
  getProduct,
  getStoredProduct,
  listCategories,
  listProducts,
  loadProductPage,
} from "./catalog.server";
export { seedCatalog } from "./catalog-seed.server";
export { localizeProduct } from "./localize";
export { productJsonLd, serializeJsonLd } from "./product-json-ld";
export {
  catalogRows,
  categoryChoices,
  editableProduct,
  editProduct,
  type CatalogRow,
  type EditableProduct,
  type ProductEditResult,
} from "./catalog-edit.server";
export { productListQuerySchema } from "./product-list-query";
export { productExists, productNamesById, setProductRating } from "./product-ratings.server";
export { withinProductRange } from "./quantity-range.server";
export { createImportedProduct, setImportedPicturesAndSale } from "./product-import.server";
export { replaceOfferedOptions, type OfferedOptionsResult } from "./offered-options.server";
export { serveProductPicture, storeProductPicture } from "./product-pictures.server";
export { productPicturesCleanupHandler, productPicturesCleanupJob } from "./product-pictures-cleanup.server";
