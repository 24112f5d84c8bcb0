// The provider catalogue area's server-only surface (docs/architecture.md#module-public-surfaces).
import "server-only";
export {
  providerCatalogue,
  providerCost,
  providerProduct,
  providerShippingCountries,
} from "./provider-catalogue.server";
