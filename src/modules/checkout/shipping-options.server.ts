import "server-only";
import { providerLine } from "@/modules/catalog";
import { getStoredProduct } from "@/modules/catalog/server";
import { readCartLines } from "@/modules/cart/server";
import { shippingRates } from "@/modules/shipping/server";
import type { Database } from "@/server/db";

/** A level the customer can pick, priced for their whole cart. */
export type CheckoutShippingOption = { level: string; cost: number; minDays: number; maxDays: number };

/** The shipping service's rates for the cart's lines to `country`; empty when nothing ships there. */
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
  return rates.map(({ level, cost, minDays, maxDays }) => ({ level, cost, minDays, maxDays }));
}
