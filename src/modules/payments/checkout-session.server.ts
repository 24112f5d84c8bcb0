import "server-only";
import type { Locale } from "@/modules/i18n";
import type { OrderDetails } from "@/modules/orders/server";
import { stripeClient } from "./stripe-client.server";

export type HostedCheckout = { sessionId: string; url: string };

export class PaymentsUnavailableError extends Error {
  override name = "PaymentsUnavailableError";
}

/** What a payment page needs of an order: its identity, contact, lines and amounts. */
export type PayableOrder = Pick<
  OrderDetails,
  "id" | "number" | "email" | "paymentMethod" | "shippingCost" | "paymentFee" | "currency"
> & { items: Pick<OrderDetails["items"][number], "name" | "unitPrice" | "quantity">[] };

type SessionRequest = {
  order: PayableOrder;
  /** Labels for the two lines that are not products, in the order's language. */
  labels: { shipping: string; fee: string };
  successUrl: string;
  cancelUrl: string;
  locale: Locale;
};

/**
 * A hosted Checkout Session for exactly the order's server-computed amounts: one line per item, one
 * for shipping and one for the payment fee, so the session's total equals the order's total (the
 * webhook refuses any other amount). The idempotency key is the order's: a retry after a timeout
 * gets the same session, never a second one.
 */
export async function createHostedCheckout(request: SessionRequest): Promise<HostedCheckout | undefined> {
  const stripe = stripeClient();
  if (!stripe) throw new PaymentsUnavailableError("STRIPE_SECRET_KEY is not set");
  const { order, labels } = request;
  const currency = order.currency.toLowerCase();
  const line = (name: string, unitAmount: number, quantity: number) => ({
    quantity,
    price_data: { currency, unit_amount: unitAmount, product_data: { name } },
  });
  const lineItems = [
    ...order.items.map((item) => line(item.name, item.unitPrice, item.quantity)),
    ...(order.shippingCost > 0 ? [line(labels.shipping, order.shippingCost, 1)] : []),
    line(labels.fee, order.paymentFee, 1),
  ];
  const session = await stripe.checkout.sessions.create(
    {
      mode: "payment",
      line_items: lineItems,
      allowed_payment_method_types: [order.paymentMethod === "paypal" ? "paypal" : "card"],
      client_reference_id: order.id,
      metadata: { order_id: order.id, order_number: order.number },
      customer_email: order.email,
      locale: request.locale,
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
    },
    { idempotencyKey: `checkout-session:${order.id}` },
  );
  return session.url ? { sessionId: session.id, url: session.url } : undefined;
}

/** Closes an abandoned session so it can no longer be paid (best effort: it may have expired). */
export async function expireHostedCheckout(sessionId: string): Promise<void> {
  if (stripeClient()) await closeHostedCheckout(sessionId);
}

/**
 * Makes sure a session can no longer be paid: "closed" when it is expired (now or before), "paid"
 * when the customer completed it (its webhook may not have arrived yet). Throws when Stripe can't be
 * reached, so a caller never assumes a payment page is closed when it may not be.
 */
export async function closeHostedCheckout(sessionId: string): Promise<"closed" | "paid"> {
  const stripe = stripeClient();
  if (!stripe) throw new PaymentsUnavailableError();
  const session = await stripe.checkout.sessions.retrieve(sessionId);
  if (session.status === "complete") return "paid";
  if (session.status === "open") await stripe.checkout.sessions.expire(sessionId);
  return "closed";
}
