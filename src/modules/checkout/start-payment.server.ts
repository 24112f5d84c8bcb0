import "server-only";
import { localizedPath, toLocale, type Locale } from "@/modules/i18n";
import {
  createHostedCheckout,
  expireHostedCheckout,
  type HostedCheckout,
  type PayableOrder,
} from "@/modules/payments/server";
import { earlierUnpaidCheckouts, orderLinesToPay, rememberPaymentSession } from "@/modules/orders/server";
import type { Database } from "@/server/db";
import { env } from "@/server/env";
import { log } from "@/server/log";
import type { PendingOrder } from "./create-order.server";

export type PaymentLabels = { shipping: string; fee: string };

/** Where the hosted page sends the customer back: success with the session id, or the payment step. */
function paymentReturnUrls(order: Pick<PendingOrder, "number">, locale: Locale) {
  const base = env().APP_URL;
  const number = encodeURIComponent(order.number);
  return {
    // Stripe replaces {CHECKOUT_SESSION_ID}; the success page shows the order only to that session.
    successUrl: `${base}${localizedPath(locale, "/order-success")}?order=${number}&session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${base}${localizedPath(locale, "/checkout")}?step=payment&payment=cancelled`,
  };
}

/**
 * The hosted payment page for a pending order: the one already made for it (a double click or a
 * retry), or a new Checkout Session, remembered on the order. `items` are the order's lines when the
 * caller has just written them (saves reading them back). Undefined when the provider answered
 * without a URL.
 */
export async function startHostedPayment(
  database: Database,
  order: PendingOrder,
  labels: PaymentLabels,
  items?: PayableOrder["items"],
): Promise<HostedCheckout | undefined> {
  if (order.paymentSessionId && order.paymentSessionUrl) {
    return { sessionId: order.paymentSessionId, url: order.paymentSessionUrl };
  }
  const lines = items ?? (await orderLinesToPay(database, order.id));
  const locale = toLocale(order.locale);
  const checkout = await createHostedCheckout({
    order: { ...order, items: lines },
    labels,
    locale,
    ...paymentReturnUrls(order, locale),
  });
  if (!checkout) return undefined;
  await rememberPaymentSession(database, {
    orderId: order.id,
    sessionId: checkout.sessionId,
    sessionUrl: checkout.url,
  });
  return checkout;
}

/**
 * Closes the payment pages of this cart's earlier, unpaid attempts (the customer came back from the
 * payment page and placed the order again), so an old tab can't be paid as a second order.
 */
export async function abandonEarlierCheckouts(database: Database, order: PendingOrder): Promise<void> {
  if (!order.cartId) return;
  const earlier = await earlierUnpaidCheckouts(database, { id: order.id, cartId: order.cartId });
  const results = await Promise.allSettled(
    earlier.map((row) => (row.sessionId ? expireHostedCheckout(row.sessionId) : Promise.resolve())),
  );
  for (const result of results) {
    if (result.status === "rejected") log.warn({ err: result.reason }, "could not close an earlier checkout");
  }
}
