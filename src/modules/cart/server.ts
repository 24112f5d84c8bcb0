// The cart module's server-only surface (docs/architecture.md#module-public-surfaces).
import "server-only";
export {
  addLineToCurrentCart,
  type AddLineProblem,
  type AddLineResult,
  type LineToAdd,
} from "./add-line.server";
export { addCartLine, createCart, readCartLines, type StoredCartLine } from "./cart-store.server";
export { buildCartView, cartViewOf } from "./cart-view.server";
export { cartLineMergeKey } from "./merge-key";
export { currentCartId } from "./visitor-cart.server";
