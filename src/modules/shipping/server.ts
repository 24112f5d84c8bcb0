// The shipping module's server-only surface (docs/architecture.md#module-public-surfaces).
import "server-only";
export { loadShippingChoices } from "./shipping-choices.server";
export { shippingCountries, shippingLevels, shippingRates, shippingStates } from "./shipping.server";
