// The my-account module's server-only surface (docs/architecture.md#module-public-surfaces).
import "server-only";
export { loadAccountOrder } from "./account-orders.server";
