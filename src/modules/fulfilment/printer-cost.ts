import type { ToUsdCents } from "./catalog-check";
import type { CpNewOrder, CpQuote, CpQuoteRequest } from "./cloudcore-schemas";

/*
 * What the printer charges for a print order (docs/cloudprinter.md §2.6, docs/admin.md#overview): the
 * overview's printer cost and margin add these up. It is asked with `orders/quote` for exactly the
 * items, address and level `orders/add` was sent, so it is the price of what is printed.
 */

/** The `orders/quote` request for a print order: its items (without files), country, state, in USD. */
export function costQuoteRequest(order: CpNewOrder): CpQuoteRequest {
  const address = order.addresses[0];
  return {
    country: address?.country ?? "",
    ...(address?.state ? { state: address.state } : {}),
    currency: "USD",
    items: order.items.map(({ reference, product, count, options }) => ({
      reference,
      product,
      count,
      options,
    })),
  };
}

const money = (value: string | undefined) => Number(value ?? 0);

/**
 * The order's cost in USD cents from its quote: products and fees (`price` + `vat`) plus, for each
 * shipment, the offer at the order's shipping level (`price` + `vat`). Undefined when a shipment has
 * no offer at that level or an amount can't be converted: an unknown cost is left unknown, not guessed.
 */
export function printerCostFromQuote(
  quote: CpQuote,
  shippingLevel: string,
  toUsdCents: ToUsdCents,
): number | undefined {
  const products = toUsdCents(money(quote.price) + money(quote.vat), quote.currency);
  if (products === undefined || !Number.isFinite(products)) return undefined;
  let total = products;
  for (const shipment of quote.shipments) {
    const offer = shipment.quotes.find((candidate) => candidate.shipping_level === shippingLevel);
    const cents = offer ? toUsdCents(money(offer.price) + money(offer.vat), offer.currency) : undefined;
    if (cents === undefined || !Number.isFinite(cents)) return undefined;
    total += cents;
  }
  return total;
}
