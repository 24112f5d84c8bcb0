// Universal exports (safe in client and server code). Reads live in catalog.server.ts.
export { parseProductId, productPath } from "./product-path";
export { optionSelectionSchema, productIdSchema } from "./schema";
export type { OptionSelection, PriceBreak, PrintArea, Product } from "./schema";
export { MAX_QUANTITY_CAP, type QuantityRange } from "./quantity-range";
export { unitLabel } from "./unit";
export { fromPrice } from "./from-price";
export { areasAsked, printAreaSpec, takesOneDesign } from "./print-area-spec";
export { catalogQueryFromUrl } from "./catalog-query";
export { catalogEntry, filterCatalog, type CatalogEntry } from "./catalog-filter";
export { catalogBrowserMessageKeys } from "./catalog-messages";
export type { CatalogBrowserMessages, CatalogTranslate } from "./catalog-messages";
export { providerLine } from "./provider-line";
export type { ProviderLine, ProviderMapping } from "./provider-line";
export { availableSelection, FULLY_AVAILABLE } from "./availability";
export type { ProductAvailability } from "./availability";
export {
  ALT_MAX_LENGTH,
  centsToDollars,
  DESCRIPTION_MAX_LENGTH,
  IMAGE_PATH,
  MAX_IMAGES,
  NAME_MAX_LENGTH,
  productEditErrors,
  productEditInput,
} from "./product-edit";
export type { ProductEdit, ProductEditErrors, ProductEditForm } from "./product-edit";
export { productImportInput } from "./product-import";
export {
  checkAgainstAccount,
  isKeptOption,
  keptOptionIssues,
  keptReferences,
  offeredOptionsInput,
  offeredReferenceOf,
  withKeptOptions,
} from "./offered-options";
export type { OfferedOptionsEdit, OfferedOptionsForm } from "./offered-options";
export { MAX_PERCENT_OFF, MAX_PRICE_BREAKS, priceBreakErrors } from "./price-break-input";
export { discountedUnitPrice } from "./discounted-unit-price";
export { printAreaFromSpecs, readProviderSpecs, sizeChartFromSpecs, specNumber } from "./provider-specs";
export type { InfoSpec, ProviderSpec, ProviderSpecSummary, SpecSizeChart } from "./provider-specs";
export {
  MAX_CHART_MEASURES,
  MAX_CHART_ROWS,
  MEASURE_NAME_MAX_LENGTH,
  SIZE_LABEL_MAX_LENGTH,
  sizeChartFormFromSpecs,
  sizeChartFormOf,
} from "./size-chart";
export type { SizeChartForm } from "./size-chart";
export type { ProductImport, ProductImportForm } from "./product-import";
export type { MappableProduct } from "./provider-line";
export { MAX_PICTURE_BYTES, PICTURE_ACCEPT, PICTURE_UPLOAD_ENDPOINT } from "./product-picture";
export type { PictureUploadError, PictureUploadResult } from "./product-picture";
export { picturesForSelection } from "./pictures-for-selection";
export { designMockups } from "./design-mockups";
export { DEFAULT_MOCKUP_AREA, MIN_MOCKUP_PERCENT, mockupAreaForm } from "./mockup-area-input";
export type { MockupAreaForm } from "./mockup-area-input";
