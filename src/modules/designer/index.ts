// The online designer's public surface, safe in client and server code (docs/designer.md).
export { designerHref } from "./designer-link";
export { designerProductOf, DESIGN_KINDS, type DesignerProduct, type DesignKind } from "./designer-product";
