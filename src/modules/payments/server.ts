// The payments module's server-only surface (docs/architecture.md#module-public-surfaces).
import "server-only";
export {
  closeHostedCheckout,
  createHostedCheckout,
  expireHostedCheckout,
  PaymentsUnavailableError,
  type HostedCheckout,
  type PayableOrder,
} from "./checkout-session.server";
export { isTestPayments, stripeClient } from "./stripe-client.server";
export { handleStripeWebhook } from "./stripe-webhook.server";
export { refundOrderPayment, refundPaymentHandler } from "./refund-payment.server";
