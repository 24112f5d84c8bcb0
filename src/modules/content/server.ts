// The content module's server-only surface (docs/architecture.md#module-public-surfaces).
import "server-only";
export { composeShopFacts, loadShopFacts, shopFactNames, type ShopFactName } from "./shop-facts.server";
