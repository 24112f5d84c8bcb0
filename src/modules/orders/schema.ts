import type { HistoryNote } from "./history-notes";
import type { OrderShippingAddress } from "./shipping-address";

/** Order statuses in lifecycle order (docs/order-lifecycle.md#order-status). Status only ever moves to a later one, or to cancelled. */
export const ORDER_STATUSES = [
  "pending",
  "processing",
  "printing",
  "shipped",
  "delivered",
  "cancelled",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ["unpaid", "paid", "failed", "expired", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** How the staff list sorts orders: by date either way, or by value in USD (`total_usd`) so currencies compare. */
export const ORDER_LIST_SORTS = ["newest", "oldest", "total_desc", "total_asc"] as const;
export type OrderListSort = (typeof ORDER_LIST_SORTS)[number];

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

/** A reprint as the customer sees it: its number, where it is and its parcel's tracking. */
type OrderReplacement = {
  number: string;
  status: string;
  trackingNumber: string | null;
  trackingUrl: string | null;
  carrier: string | null;
};

/** An order as pages and mails show it: our own shape, amounts in USD cents. */
export type OrderDetails = {
  id: string;
  number: string;
  /** One of ORDER_STATUSES, or a status we don't know yet (shown raw). */
  status: string;
  paymentStatus: string;
  locale: "en" | "th";
  email: string;
  phone: string;
  shipping: OrderShippingAddress;
  deliveryMinDays: number;
  deliveryMaxDays: number;
  paymentMethod: string;
  items: {
    name: string;
    productReference: string;
    quantity: number;
    unitPrice: number;
    lineTotal: number;
    options: { name: string; value: string }[];
    files: { name: string }[];
  }[];
  subtotal: number;
  shippingCost: number;
  paymentFee: number;
  total: number;
  currency: string;
  trackingNumber: string | null;
  trackingUrl: string | null;
  carrier: string | null;
  /** Replacements sent at our cost (docs/admin.md#reprints), each with its own status and tracking. */
  replacements: OrderReplacement[];
  createdAt: Date;
  paidAt: Date | null;
  /**
   * `noteMessage`: what customers read, put into words in the viewer's language; `note`: details for
   * staff only (the provider's words, a refund id), in English.
   */
  history: {
    status: string;
    paymentStatus: string;
    source: string;
    note: string | null;
    noteMessage: HistoryNote | null;
    at: Date;
  }[];
};
