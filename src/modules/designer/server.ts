// The designer module's server-only surface (docs/architecture.md#module-public-surfaces).
import "server-only";
export { loadDesignerPage } from "./designer-page.server";
export { listMyDesigns, type MyDesign } from "./my-designs.server";
