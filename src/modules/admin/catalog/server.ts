// The admin catalog area's server-only surface (docs/architecture.md#module-public-surfaces).
import "server-only";
export { productMarginsAsSaved } from "./product-edits.server";
export { importProviderProduct } from "./product-imports.server";
