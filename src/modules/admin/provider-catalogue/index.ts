// The provider catalogue area's surface for client and server code (docs/architecture.md#module-public-surfaces).
export {
  chosenOptions,
  parseCostChoice,
  parseProviderCatalogueQuery,
  providerCatalogueSearch,
} from "./provider-catalogue-query";
