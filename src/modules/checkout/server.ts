// The checkout module's server-only surface (docs/architecture.md#module-public-surfaces).
import "server-only";
export { loadCheckoutPageData, loadDestinationChoices } from "./checkout-page-data.server";
export { checkDestination } from "./destination.server";
