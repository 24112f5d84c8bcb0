import type { OrderDetails } from "./schema";

/**
 * An order as the browser may receive it: plain JSON (dates as ISO strings) with only what the
 * tracking card shows. Internal ids and the contact details stay on the server; the cart id, checkout
 * key, payment session and user id are not even in OrderDetails.
 */
export type OrderView = {
  number: string;
  status: string;
  paymentStatus: string;
  createdAt: string;
  paidAt: string | null;
  shipping: OrderDetails["shipping"];
  deliveryMinDays: number;
  deliveryMaxDays: number;
  items: OrderDetails["items"];
  subtotal: number;
  shippingCost: number;
  paymentFee: number;
  total: number;
  currency: string;
  trackingNumber: string | null;
  /** Only an http(s) address: it came from the provider and becomes a link. */
  trackingUrl: string | null;
  carrier: string | null;
  /** Replacements sent at our cost, tracking links made safe like the order's. */
  replacements: OrderDetails["replacements"];
  history: (Omit<OrderDetails["history"][number], "at"> & { at: string })[];
  /**
   * Until when the customer may still cancel (ISO), decided on the server: set only while the order
   * is pending or processing and its cancellation window has not passed; otherwise null.
   */
  cancellableUntil: string | null;
};

/**
 * The customer's cancellation window, passed in by the server caller (CUSTOMER_CANCEL_WINDOW_MS from
 * fulfilment/cancel-order.server) so this module, which mails import too, stays free of server code.
 */
export type CancelWindow = { windowMs: number; now?: Date };

export function toOrderView(order: OrderDetails, cancelWindow: CancelWindow): OrderView {
  return {
    number: order.number,
    status: order.status,
    paymentStatus: order.paymentStatus,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    shipping: { ...order.shipping },
    deliveryMinDays: order.deliveryMinDays,
    deliveryMaxDays: order.deliveryMaxDays,
    items: order.items.map((item) => ({
      ...item,
      options: item.options.map((option) => ({ ...option })),
      files: item.files.map((file) => ({ ...file })),
    })),
    subtotal: order.subtotal,
    shippingCost: order.shippingCost,
    paymentFee: order.paymentFee,
    total: order.total,
    currency: order.currency,
    trackingNumber: order.trackingNumber,
    trackingUrl: safeHttpUrl(order.trackingUrl),
    carrier: order.carrier,
    replacements: order.replacements.map((replacement) => ({
      ...replacement,
      trackingUrl: safeHttpUrl(replacement.trackingUrl),
    })),
    // Stored notes are for staff (signal names, fulfilment problems, refund ids, in English); the
    // customer reads only the keyed note, in their own language.
    history: order.history.map((entry) => ({
      ...entry,
      note: null,
      at: entry.at.toISOString(),
    })),
    cancellableUntil: cancellableUntil(order, cancelWindow),
  };
}

/** The end of the customer's cancellation window while it is still open for this order; else null. */
export function cancellableUntil(
  order: Pick<OrderDetails, "status" | "createdAt">,
  { windowMs, now = new Date() }: CancelWindow,
): string | null {
  if (order.status !== "pending" && order.status !== "processing") return null;
  const until = order.createdAt.getTime() + windowMs;
  return now.getTime() < until ? new Date(until).toISOString() : null;
}

/** A provider could send "javascript:..." as a tracking URL; only web addresses become links. */
export function safeHttpUrl(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}
