// The orders module's server-only surface (docs/architecture.md#module-public-surfaces).
import "server-only";
export { type CancelTrackedOrderState, CUSTOMER_CANCEL_WINDOW_MS } from "./cancellation";
export {
  advanceOrderStatus,
  flagFulfilmentIssue,
  markSubmitted,
  movesForward,
} from "./fulfilment-transitions.server";
export {
  earlierUnpaidCheckouts,
  findOrderByCheckoutKey,
  insertCheckoutOrder,
  orderLinesToPay,
  rememberPaymentSession,
  type OrderRecord,
} from "./checkout-records.server";
export { refundPaymentJob, submitReprintJob, submitToProviderJob } from "./jobs";
export { loadOrderDetails } from "./order-details.server";
export {
  orderCancelledMailHandler,
  orderConfirmationMailHandler,
  orderDetailsUpdatedMailHandler,
  orderRefundedMailHandler,
  orderShippedMailHandler,
  reviewRequestMailHandler,
  staffFulfilmentIssueMailHandler,
} from "./order-mails.server";
export { findOrderForSuccessPage } from "./order-success.server";
export {
  findOrderByNumber,
  findOrderRecord,
  findOrderRecordByNumber,
  listOwnOrders,
  lockOrderByNumber,
  orderCountsByAccount,
  orderItemRecords,
  orderLines,
  orderStatusOf,
  ownOrderId,
  type OrderItemRecord,
} from "./order-lines.server";
export { recentPaidOrders, salesOverview } from "./sales-overview.server";
export { toOrderView } from "./order-view";
export {
  closeUnpaidOrder,
  markOrderPaid,
  noteAwaitingPayment,
  type PaidOrderCart,
  type PaymentOutcome,
} from "./payment-transitions.server";
export {
  findOrderByReviewToken,
  orderLinesToReview,
  orderNumbersById,
  productOfOrderLine,
} from "./review-records.server";
export { type OrderDetails, type OrderStatus } from "./schema";
export { type OrderShippingAddress, shippingAddressFromRow } from "./shipping-address";
export { paymentOutcome } from "./status-display";
export { type OrderOwner } from "./ownership";
export { findOrderForTracking } from "./tracking.server";
export {
  recordRefund,
  recordRefundFailure,
  refundableAmount,
  refundsOfOrder,
  refundToMake,
  requestPartialRefund,
  requestRefund,
  type OrderRefund,
  type RefundRequestError,
} from "./refunds.server";
export { resubmitOrder } from "./staff-transitions.server";
export {
  advanceReprintStatus,
  findReprint,
  flagReprintIssue,
  lockReprintByNumber,
  markReprintSubmitted,
  recordPrinterCost,
  recordReprintCost,
  reprintsOfOrder,
  requestReprint,
  type OrderReprint,
  type ReprintRequestError,
} from "./reprints.server";
export { recordDispute, type DisputeOutcome } from "./disputes.server";
export {
  countOrdersMatching,
  ordersForExport,
  ordersMatching,
  type OrderExportRow,
  type OrderListRow,
} from "./order-search.server";
export {
  addOrderNote,
  editOrderContactAndAddress,
  orderNotesOf,
  type OrderContactAndAddress,
  type OrderNote,
} from "./order-edits.server";
export {
  buyerSummaries,
  buyersPage,
  countBuyers,
  countCustomers,
  hasPaidOrder,
  keysWithPaidOrders,
  ordersOfCustomer,
  shippingAddressesOfCustomer,
  type CustomerOrderRow,
  type CustomerSearch,
  type UsedShippingAddress,
} from "./customer-records.server";
