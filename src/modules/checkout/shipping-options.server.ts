import "server-only";
import { providerLine } from "@/modules/catalog";
import { getStoredProduct } from "@/modules/catalog/server";
import { cartViewOf, readCartLines } from "@/modules/cart/server";
import { shippingCharged } from "@/modules/pricing";
import { getShopTerms } from "@/modules/pricing/server";
import { shippingRates } from "@/modules/shipping/server";
import { deliveryEstimate, isTrackedLevel, sortRates } from "@/modules/shipping";
import type { Database } from "@/server/db";

/**
 * A level the customer can pick, priced for their whole cart; days are the delivery estimate
 * (production + transit, docs/product-rules.md#delivery-estimate), as the order will store them.
 */
export type CheckoutShippingOption = {
  level: string;
  /** USD cents charged: 0 when the cart ships free. */
  cost: number;
  minDays: number;
  maxDays: number;
  tracked: boolean;
};

/**
 * The shipping service's rates for the cart's lines to `country`, cheapest first by what the level
 * costs (so the preselected level is the cheapest tracked one even when the cart ships free); empty
 * when nothing ships there. From the free-shipping threshold every level costs 0, as
 * createPendingOrder will charge it.
 */
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
  const [rates, view, terms] = await Promise.all([
    shippingRates(country, items),
    cartViewOf(database, cartId, lines, "en"),
    getShopTerms(),
  ]);
  return sortRates(rates).map((rate) => ({
    level: rate.level,
    cost: shippingCharged(view.subtotal, rate.cost, terms),
    ...deliveryEstimate(rate),
    tracked: isTrackedLevel(rate.level),
  }));
}
