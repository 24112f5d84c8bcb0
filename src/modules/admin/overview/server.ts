// The admin overview area's server-only surface (docs/architecture.md#module-public-surfaces).
import "server-only";
export { adminOverview } from "./overview.server";
