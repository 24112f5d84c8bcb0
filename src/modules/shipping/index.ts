export { builtInCountries, builtInLevels } from "./built-in-shipping";
export type { ShippingCountry, ShippingLevel, ShippingRate, ShipmentItem } from "./types";
