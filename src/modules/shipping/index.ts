export { builtInLevels } from "./built-in-shipping";
export type { ShippingCountry, ShippingLevel, ShippingState } from "./types";
export { builtInRate } from "./built-in-shipping";
export {
  PRODUCTION_DAYS,
  deliveryEstimate,
  isTrackedLevel,
  preselectedLevel,
  sortRates,
  transitDays,
} from "./levels";
