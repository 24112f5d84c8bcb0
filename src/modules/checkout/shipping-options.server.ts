import "server-only";
import { providerLine } from "@/modules/catalog";
import { getStoredProduct } from "@/modules/catalog/server";
import { readCartLines } from "@/modules/cart/server";
import { shippingRates } from "@/modules/shipping/server";
import { deliveryEstimate, isTrackedLevel, sortRates } from "@/modules/shipping";
import type { Database } from "@/server/db";

/**
 * A level the customer can pick, priced for their whole cart; days are the delivery estimate
 * (production + transit, docs/product-rules.md#delivery-estimate), as the order will store them.
 */
export type CheckoutShippingOption = {
  level: string;
  cost: number;
  minDays: number;
  maxDays: number;
  tracked: boolean;
};

/** The shipping service's rates for the cart's lines to `country`, cheapest first; empty when nothing ships there. */
export async function cartShippingOptions(
  database: Database,
  cartId: string | undefined,
  country: string,
): Promise<CheckoutShippingOption[]> {
  if (!cartId) return [];
  const lines = await readCartLines(database, cartId);
  const items = [];
  for (const line of lines) {
    const product = await getStoredProduct(line.productId);
    if (product) items.push(providerLine(product, line.options, line.quantity));
  }
  if (items.length === 0) return [];
  const rates = await shippingRates(country, items);
  return sortRates(rates).map((rate) => ({
    level: rate.level,
    cost: rate.cost,
    ...deliveryEstimate(rate),
    tracked: isTrackedLevel(rate.level),
  }));
}
