export {
  closeHostedCheckout,
  createHostedCheckout,
  expireHostedCheckout,
  PaymentsUnavailableError,
  type HostedCheckout,
  type PayableOrder,
} from "./checkout-session.server";
export { isTestPayments, stripeClient } from "./stripe-client.server";
