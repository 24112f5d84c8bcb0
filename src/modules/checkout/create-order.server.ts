import "server-only";
import { cartViewOf, readCartLines } from "@/modules/cart/server";
import { saveAddress } from "@/modules/accounts/server";
import { checkOrderable } from "@/modules/fulfilment/server";
import type { Currency, Locale } from "@/modules/i18n";
import { getExchangeRates } from "@/modules/money/server";
import { findOrderByCheckoutKey, insertCheckoutOrder, type OrderRecord } from "@/modules/orders/server";
import { shippingCharged } from "@/modules/pricing";
import { getShopTerms } from "@/modules/pricing/server";
import { shippingRates } from "@/modules/shipping/server";
import { deliveryEstimate } from "@/modules/shipping";
import type { Database } from "@/server/db";
import { checkDestination } from "./destination.server";
import { checkoutTotals } from "./fees";
import { orderLinesFrom } from "./order-lines.server";
import { newOrderNumber } from "./order-number";
import type { CheckoutFieldErrors, placeOrderInput } from "./schema";
import type { z } from "zod";

export type PendingOrder = OrderRecord;

export type CreateOrderResult =
  /** `items` only when this call wrote the order (a repeated key returns the earlier order without). */
  | { ok: true; order: PendingOrder; items?: { name: string; unitPrice: number; quantity: number }[] }
  | { ok: false; error: "emptyCart" | "cartChanged" }
  /** The order costs other than the page showed (`input.shown`): nothing written, the new figure to show. */
  | { ok: false; error: "totalChanged"; currency: Currency; total: number }
  /** A line the latest catalog check found unprintable (docs/cloudprinter.md §9); `name` is the product's. */
  | { ok: false; error: "unavailable"; name: string }
  | { ok: false; error: "invalid"; fieldErrors: CheckoutFieldErrors };

type Request = {
  cartId: string | undefined;
  /** The signed-in customer, from the session (never from the form); undefined for a guest. */
  userId?: string;
  locale: Locale;
  /** The visitor's display currency (locale settings): the order is priced, charged and kept in it. */
  currency: Currency;
  input: z.output<typeof placeOrderInput>;
};

/**
 * Turns the visitor's server-side cart into a `pending`/`unpaid` order with its items and first
 * history entry, in one transaction. Every amount is computed here from the catalog and the
 * shipping service. A repeated `checkoutKey` (double click, retry) returns the order it made first.
 * Amounts are in the visitor's currency at today's rate, which the order keeps (orders.exchange_rate),
 * so a later rate change never touches it (docs/product-rules.md#currency, ADR 0008).
 */
export async function createPendingOrder(database: Database, request: Request): Promise<CreateOrderResult> {
  const { cartId, userId, locale, currency, input } = request;
  const existing = await findOrderByCheckoutKey(database, input.checkoutKey);
  if (existing) return { ok: true, order: existing };
  if (!cartId) return { ok: false, error: "emptyCart" };

  const stored = await readCartLines(database, cartId);
  const view = await cartViewOf(database, cartId, stored, locale);
  if (view.droppedLines.length > 0) return { ok: false, error: "cartChanged" };
  if (view.lines.length === 0) return { ok: false, error: "emptyCart" };
  const lines = await orderLinesFrom(view, stored, locale);
  if (lines.length !== view.lines.length) return { ok: false, error: "cartChanged" };
  for (const line of lines) {
    const selection = Object.fromEntries(line.options.map((option) => [option.code, option.value]));
    if (!(await checkOrderable(line.productId, selection)).ok)
      return { ok: false, error: "unavailable", name: line.name };
  }

  const country = input.address.country;
  const destination = await checkDestination(input.address);
  if (!destination.ok) return { ok: false, error: "invalid", fieldErrors: destination.fieldErrors };
  const { state } = destination;
  const levels = await shippingRates(
    country,
    lines.map((line) => line.providerLine),
  );
  const rate = levels.find((candidate) => candidate.level === input.shippingLevel);
  if (!rate) return { ok: false, error: "invalid", fieldErrors: { shippingLevel: "shippingRequired" } };
  // Free shipping is decided on the USD subtotal after price breaks (docs/product-rules.md#shop-terms).
  // The rates the customer's pages showed: the cached table, emptied in every process when staff
  // change a rate (src/server/cache), so the order locks the rate they saw.
  const [terms, rates] = await Promise.all([getShopTerms(), getExchangeRates()]);
  const totals = checkoutTotals(
    lines,
    shippingCharged(view.subtotal, rate.cost, terms),
    input.paymentMethod,
    { fees: terms.fees, currency, rates },
  );
  // Charged in the currency and for the total the customer saw, or not at all (ADR 0008).
  const { shown } = input;
  if (shown && (shown.currency !== currency || shown.total !== totals.total))
    return { ok: false, error: "totalChanged", currency, total: totals.total };

  const values = {
    locale,
    cartId,
    userId: userId ?? null,
    checkoutKey: input.checkoutKey,
    email: input.contact.email,
    phone: input.contact.phone,
    shippingName: input.address.name,
    shippingCompany: input.address.company || null,
    shippingAddress: input.address.address,
    shippingCity: input.address.city,
    shippingState: state || null,
    shippingPostalCode: input.address.postalCode,
    shippingCountry: country,
    shippingLevel: rate.level,
    // The one delivery estimate (production + transit), as the product page and checkout showed it.
    deliveryMinDays: deliveryEstimate(rate).minDays,
    deliveryMaxDays: deliveryEstimate(rate).maxDays,
    paymentMethod: input.paymentMethod,
    subtotal: totals.subtotal,
    shippingCost: totals.shipping,
    paymentFee: totals.fee,
    total: totals.total,
    totalUsd: totals.totalUsd,
    currency,
    exchangeRate: String(totals.exchangeRate),
  } as const;

  try {
    const order = await database.transaction(async (tx) => {
      const created = await insertCheckoutOrder(
        tx,
        { ...values, number: newOrderNumber() },
        lines.map((line, position) => ({
          productId: line.productId,
          productReference: line.productReference,
          name: line.name,
          options: line.options,
          providerLine: line.providerLine,
          files: line.files,
          quantity: line.quantity,
          unitPrice: totals.lines[position]!.unitPrice,
          lineTotal: totals.lines[position]!.lineTotal,
        })),
      );
      // With the order, so a refused order saves nothing and a saved address always had an order.
      if (userId && input.saveAddress) {
        await saveAddress(tx, userId, addressToSave(values), { makeDefaultIfFirst: true });
      }
      return created;
    });
    // The payment page's lines, in the order's currency like the order's items.
    const items = lines.map((line, position) => ({
      name: line.name,
      quantity: line.quantity,
      unitPrice: totals.lines[position]!.unitPrice,
    }));
    return { ok: true, order, items };
  } catch (error) {
    // Two requests with the same key at once: the loser's insert hits the unique key; the winner's
    // order is the answer. (An order-number collision is as unlikely as guessing one; it fails loudly.)
    const winner = await findOrderByCheckoutKey(database, input.checkoutKey);
    if (winner) return { ok: true, order: winner };
    throw error;
  }
}

/** The order's address in the address book's shape (checkout has one address line). */
function addressToSave(order: {
  shippingName: string;
  shippingCompany: string | null;
  shippingAddress: string;
  shippingCity: string;
  shippingState: string | null;
  shippingPostalCode: string;
  shippingCountry: string;
}) {
  return {
    name: order.shippingName,
    company: order.shippingCompany,
    addressLine1: order.shippingAddress,
    addressLine2: null,
    city: order.shippingCity,
    state: order.shippingState,
    postalCode: order.shippingPostalCode,
    country: order.shippingCountry,
  };
}
