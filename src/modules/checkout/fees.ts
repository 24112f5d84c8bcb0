import type { Currency } from "@/modules/i18n";
import { priceInCurrency, type CurrencyAmounts, type ExchangeRates } from "@/modules/money";
import type { PaymentFees, PricedLine } from "@/modules/pricing";
import type { PaymentMethod } from "./schema";

/** What prices a checkout: the shop's fee rules (getShopTerms().fees) and the customer's currency and rates. */
export type CheckoutPricing = { fees: PaymentFees; currency: Currency; rates: ExchangeRates };

/**
 * Every amount of an order in the customer's currency (docs/product-rules.md#currency and #fees):
 * the lines' USD unit prices and the USD shipping (already 0 when the order ships free) through
 * `priceInCurrency`, with the chosen method's fee (a rate of subtotal + shipping, plus a fixed part)
 * computed in that currency. The wizard calls this to show the summary; the server calls it again
 * from its own numbers to charge, so both show and charge the same figures.
 */
/** The cart's lines as every page and the order price them: tier unit price (USD cents) × quantity. */
export function pricedLines(cart: {
  lines: readonly { unitPrice: number; quantity: number }[];
}): PricedLine[] {
  return cart.lines.map((line) => ({ unitPriceUsd: line.unitPrice, quantity: line.quantity }));
}

export function checkoutTotals(
  lines: readonly { unitPrice: number; quantity: number }[],
  shippingUsd: number,
  method: PaymentMethod,
  pricing: CheckoutPricing,
): CurrencyAmounts {
  return priceInCurrency(
    {
      lines: pricedLines({ lines }),
      shippingUsd,
      fee: pricing.fees[method],
    },
    pricing.currency,
    pricing.rates,
  );
}

/** A method's fee as the wizard states it: a rate of subtotal + shipping, and a fixed part in USD cents. */
export function feeRule(method: PaymentMethod, fees: PaymentFees): { rate: number; fixed: number } {
  return { ...fees[method] };
}
