// Universal exports (safe in client and server code). Reads live in catalog.server.ts.
export { parseProductId, productPath } from "./product-path";
export { optionSelectionSchema, priceBreakSchema, productSchema } from "./schema";
export type {
  OptionSelection,
  OptionValue,
  PriceBreak,
  PrintArea,
  Product,
  ProductImage,
  ProductOption,
} from "./schema";
export { MAX_QUANTITY_CAP, type QuantityRange } from "./quantity-range";
export { unitCopies, unitLabel, type UnitProduct } from "./unit";
export { fromPrice, fromSelection } from "./from-price";
export { PAGES_OPTION, printAreaSpec, type PrintAreaSpec } from "./print-area-spec";
export { CATALOG_PAGE_SIZE, catalogQueryFromUrl, parseCatalogQuery } from "./catalog-query";
export { catalogEntry, filterCatalog, type CatalogEntry } from "./catalog-filter";
export { catalogBrowserMessageKeys } from "./catalog-messages";
export type { CatalogBrowserMessages, CatalogTranslate } from "./catalog-messages";
export { providerLine, providerMappingSchema } from "./provider-line";
export type { MappableProduct, ProviderLine, ProviderMapping, ProviderOption } from "./provider-line";
export { availableSelection, FULLY_AVAILABLE, isValueUnavailable } from "./availability";
export type { ProductAvailability } from "./availability";
export {
  ALT_MAX_LENGTH,
  centsToDollars,
  DESCRIPTION_MAX_LENGTH,
  IMAGE_PATH,
  MAX_BASE_PRICE_CENTS,
  MAX_IMAGES,
  MAX_MODIFIER_CENTS,
  NAME_MAX_LENGTH,
  parseDollars,
  productEditErrors,
  productEditInput,
} from "./product-edit";
export type { ProductEdit, ProductEditErrors, ProductEditForm } from "./product-edit";
