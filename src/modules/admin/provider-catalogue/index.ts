// The provider catalogue area's surface for client and server code (docs/architecture.md#module-public-surfaces).
export {
  filterProviderProducts,
  isDeprecatedCategory,
  providerCategories,
  type ProviderCatalogueError,
  type ProviderCatalogueFilter,
  type ProviderCatalogueResult,
  type ProviderCategory,
  type ProviderCost,
  type ProviderCostRequest,
  type ProviderOptionFamily,
  type ProviderOptionValue,
  type ProviderProduct,
  type ProviderProductSummary,
  type ProviderSpec,
  type ProviderSpecSummary,
} from "./provider-catalogue";
export {
  chosenOptions,
  parseCostChoice,
  parseProviderCatalogueQuery,
  providerCatalogueSearch,
  type ProviderCostChoice,
  type ProviderCostField,
} from "./provider-catalogue-query";
