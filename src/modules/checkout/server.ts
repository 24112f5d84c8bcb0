// The checkout module's server-only surface (docs/architecture.md#module-public-surfaces).
import "server-only";
export { loadCheckoutPageData } from "./checkout-page-data.server";
