// The content module's public surface, safe in client and server code (docs/architecture.md#module-public-surfaces).
export { publicPagePaths } from "./public-pages";
export { fillFacts, fillParagraphs } from "./shop-facts";
