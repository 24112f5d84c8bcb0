// The content module's server-only surface (docs/architecture.md#module-public-surfaces).
import "server-only";
export { loadShopFacts } from "./shop-facts.server";
