// The online designer's public surface, safe in client and server code (docs/designer.md).
export { designerHref } from "./designer-link";
export { designerProductOf } from "./designer-product";
