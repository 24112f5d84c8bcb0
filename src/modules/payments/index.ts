export {
  createHostedCheckout,
  expireHostedCheckout,
  PaymentsUnavailableError,
  type HostedCheckout,
} from "./checkout-session.server";
export { isTestPayments, stripeClient } from "./stripe-client.server";
