import "server-only";
import { log } from "@/server/log";
import type { CloudCoreClient } from "./cloudcore-client";
import type { CpNewOrder } from "./cloudcore-schemas";
import { costQuoteRequest, printerCostFromQuote } from "./printer-cost";
import { usdConverter } from "./usd-converter.server";

/**
 * What the printer charges for `order` (USD cents), asked right after it accepted it; undefined when
 * the quote fails or can't be read. Never throws: the order is accepted either way, and an unknown cost
 * shows as unknown on the overview (docs/admin.md#overview).
 */
export async function printerCostOf(client: CloudCoreClient, order: CpNewOrder): Promise<number | undefined> {
  const level = order.items[0]?.shipping_level;
  if (!level) return undefined;
  try {
    const [quote, toUsdCents] = await Promise.all([client.quote(costQuoteRequest(order)), usdConverter()]);
    const cost = printerCostFromQuote(quote, level, toUsdCents);
    if (cost === undefined)
      log.warn({ order: order.reference, level }, "printer cost: quote has no usable offer");
    return cost;
  } catch (error) {
    log.warn(
      { order: order.reference, error: error instanceof Error ? error.message : String(error) },
      "printer cost: orders/quote failed",
    );
    return undefined;
  }
}
