// The orders module's server-only surface (docs/architecture.md#module-public-surfaces).
import "server-only";
export { type CancelTrackedOrderState, CUSTOMER_CANCEL_WINDOW_MS } from "./cancellation";
export {
  advanceOrderStatus,
  flagFulfilmentIssue,
  markSubmitted,
  movesForward,
  newReviewToken,
} from "./fulfilment-transitions.server";
export { orderRefundedMailJob, refundPaymentJob, submitToProviderJob } from "./jobs";
export { loadOrderDetails } from "./order-details.server";
export {
  orderConfirmationMailHandler,
  orderRefundedMailHandler,
  orderShippedMailHandler,
  reviewRequestMailHandler,
} from "./order-mails.server";
export { findOrderForSuccessPage } from "./order-success.server";
export { toOrderView } from "./order-view";
export {
  closeUnpaidOrder,
  markOrderPaid,
  noteAwaitingPayment,
  type PaymentOutcome,
} from "./payment-transitions.server";
export { type OrderDetails, type OrderStatus } from "./schema";
export { type OrderShippingAddress, shippingAddressFromRow } from "./shipping-address";
export { paymentOutcome } from "./status-display";
export { ownedBy, type OrderOwner } from "./ownership";
export { findOrderForTracking, findOwnOrderForTracking } from "./tracking.server";
export {
  markOrderRefunded,
  requestRefund,
  resubmitOrder,
  type RecordedRefund,
  type RefundRequest,
  type Resubmission,
} from "./staff-transitions.server";
