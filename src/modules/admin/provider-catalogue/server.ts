// The provider catalogue area's server-only surface (docs/architecture.md#module-public-surfaces).
import "server-only";
export {
  providerCatalogue,
  providerCost,
  providerProduct,
  providerShippingCountries,
} from "./provider-catalogue.server";
/**
 * The shapes of the answers above, for whoever builds on a provider product (the import page reads
 * `providerProduct`'s families and specs).
 * @public
 */
export type {
  ProviderCatalogueError,
  ProviderCatalogueResult,
  ProviderCost,
  ProviderCostRequest,
  ProviderOptionFamily,
  ProviderProduct,
  ProviderProductSummary,
  ProviderSpecSummary,
} from "./provider-catalogue";
