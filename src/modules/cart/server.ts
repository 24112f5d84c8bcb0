// The cart module's server-only surface (docs/architecture.md#module-public-surfaces).
import "server-only";
export { addLineToCurrentCart } from "./add-line.server";
export { addCartLine, createCart, readCartLines, type StoredCartLine } from "./cart-store.server";
export { buildCartView, cartViewOf } from "./cart-view.server";
export { emptyCart } from "./empty-cart.server";
export { cartLineMergeKey } from "./merge-key";
export { cartIdForAdding, currentCartId } from "./visitor-cart.server";
export { addToCartInput, changeQuantityInput } from "./schema";
