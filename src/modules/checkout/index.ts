// The checkout module's public surface, safe in client and server code (docs/architecture.md#module-public-surfaces).
export {
  checkoutFieldErrors,
  contactSchema,
  shippingAddressSchema,
  type CheckoutFieldErrors,
} from "./schema";
