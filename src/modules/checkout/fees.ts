import type { PaymentMethod } from "./schema";

/** docs/product-rules.md#fees: card 2.9% + $0.30, PayPal 3.4% + $0.30, of subtotal + shipping. */
const FEES: Record<PaymentMethod, { rate: number; fixed: number }> = {
  card: { rate: 0.029, fixed: 30 },
  paypal: { rate: 0.034, fixed: 30 },
};

export type CheckoutTotals = { subtotal: number; shipping: number; fee: number; total: number };

/**
 * Every amount of an order in USD cents. The fee is rounded half up to a whole cent. The wizard calls
 * this to show the summary; the server calls it again from its own numbers to charge.
 */
export function checkoutTotals(subtotal: number, shipping: number, method: PaymentMethod): CheckoutTotals {
  const { rate, fixed } = FEES[method];
  const fee = Math.round((subtotal + shipping) * rate) + fixed;
  return { subtotal, shipping, fee, total: subtotal + shipping + fee };
}

/** A method's fee as the wizard states it: a rate of subtotal + shipping, and a fixed part in USD cents. */
export function feeRule(method: PaymentMethod): { rate: number; fixed: number } {
  return { ...FEES[method] };
}
