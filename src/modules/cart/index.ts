// The cart module's public surface, safe in client and server code (docs/architecture.md#module-public-surfaces).
export { type CartLineView, type CartView } from "./schema";
