// The admin overview area's surface for client and server code (docs/architecture.md#module-public-surfaces).
export { parseOverviewRange, type OverviewSeries } from "./overview-range";
