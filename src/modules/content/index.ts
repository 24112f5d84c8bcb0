// The content module's public surface, safe in client and server code (docs/architecture.md#module-public-surfaces).
export { publicPagePaths } from "./public-pages";
export { factsIn, fillFacts, fillItems, fillParagraphs, type ShopFacts } from "./shop-facts";
