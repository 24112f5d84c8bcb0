// The pricing module's server-only surface (docs/architecture.md#module-public-surfaces).
import "server-only";
export { MAX_QUOTE_BODY_BYTES, QUOTE_KEEP_SECONDS, QUOTE_RATE_LIMIT } from "./quote-limits";
export { quote } from "./quote.server";
export { getShopTerms, saveShopTerms } from "./shop-terms.server";
