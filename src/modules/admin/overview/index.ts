// The admin overview area's surface for client and server code (docs/architecture.md#module-public-surfaces).
export { parseOverviewPeriod, periodSearch } from "./overview-range";
export type { AdminOverviewData } from "./overview-types";
