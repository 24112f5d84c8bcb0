import type { BadgeVariant } from "@/components/ui/badge";
import { isOrderStatus, PAYMENT_STATUSES, type OrderStatus, type PaymentStatus } from "./schema";

/** Badge colours (docs/product-rules.md#order-status-display): pending warning, processing blue, printing purple, shipped darker blue. */
const statusVariants: Record<OrderStatus, BadgeVariant> = {
  pending: "warning",
  processing: "info",
  printing: "violet",
  shipped: "shipped",
  delivered: "success",
  cancelled: "destructive",
};

/**
 * How a status is shown: a known one by its translation key, anything else (a status added by the
 * provider or a later release) as the raw value in a neutral badge, so it is never hidden or wrong.
 */
export type StatusDisplay<Key extends string> =
  | { variant: BadgeVariant; labelKey: Key; raw?: undefined }
  | { variant: BadgeVariant; labelKey?: undefined; raw: string };

export function orderStatusDisplay(status: string): StatusDisplay<OrderStatus> {
  return isOrderStatus(status)
    ? { variant: statusVariants[status], labelKey: status }
    : { variant: "neutral", raw: status };
}

function isPaymentStatus(value: string): value is PaymentStatus {
  return (PAYMENT_STATUSES as readonly string[]).includes(value);
}

/** What a payment status is called: its own name, or "refund due" (see paymentStatusDisplay). */
export type PaymentStatusLabel = PaymentStatus | "refundDue";

/**
 * Payment statuses are plain text; an unknown one reads with its underscores as spaces. A cancelled
 * order whose payment is still held reads "Refund due", not "Paid": the money is owed back, and
 * "refunded" follows once Stripe has returned it. Pass the order's status (or the history row's).
 */
export function paymentStatusDisplay(
  status: string,
  orderStatus?: string,
): { labelKey: PaymentStatusLabel } | { raw: string } {
  if (status === "paid" && orderStatus === "cancelled") return { labelKey: "refundDue" };
  return isPaymentStatus(status) ? { labelKey: status } : { raw: status.replaceAll("_", " ") };
}

/** Who changed the order (order_status_history.source). */
const HISTORY_SOURCES = ["checkout", "payment", "provider", "staff", "customer"] as const;
export type HistorySource = (typeof HISTORY_SOURCES)[number];

export function historySourceDisplay(source: string): { labelKey: HistorySource } | { raw: string } {
  return (HISTORY_SOURCES as readonly string[]).includes(source)
    ? { labelKey: source as HistorySource }
    : { raw: source.replaceAll("_", " ") };
}

export type PaymentOutcome = "confirmed" | "confirming" | "failed";

/** What the order-success page says: paid (or later), still waiting for the payment webhook, or not paid. */
export function paymentOutcome(paymentStatus: string): PaymentOutcome {
  if (paymentStatus === "unpaid") return "confirming";
  if (paymentStatus === "failed" || paymentStatus === "expired") return "failed";
  return "confirmed";
}
