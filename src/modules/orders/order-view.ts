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
  history: { status: string; paymentStatus: string; source: string; note: string | null; at: string }[];
};

export function toOrderView(order: OrderDetails): OrderView {
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
    // Provider notes are for staff: signal names, item references and fulfilment problems in English.
    history: order.history.map((entry) => ({
      ...entry,
      note: entry.source === "provider" ? null : entry.note,
      at: entry.at.toISOString(),
    })),
  };
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
