import type { Currency } from "@/modules/i18n";
import { chargeStep, convertUsdCents, priceInCurrency, type ExchangeRates } from "@/modules/money";
import { freeShippingProgress, type ShopTerms } from "./shop-terms";

/** A basket's lines as every page prices them: the tier's unit price in USD cents, and the quantity. */
export type PricedLine = { unitPriceUsd: number; quantity: number };

/**
 * The free-shipping note's figures in the visitor's currency (docs/product-rules.md#shop-terms), minor
 * units. Whether the basket ships free is decided in USD, as the order decides it; the amounts shown are
 * derived from figures already shown: the threshold converted once, the subtotal as the page shows it
 * (each unit price converted, × quantity: priceInCurrency), and "more to ship free" = threshold −
 * subtotal. Converting the USD remainder instead rounds a second time, and the note then asked for
 * ฿312 beside a ฿2,277 subtotal and a ฿2,588 threshold.
 */
export type FreeShippingFigures =
  | { kind: "none" }
  | { kind: "free"; threshold: number }
  | { kind: "remaining"; threshold: number; remaining: number };

export function freeShippingFigures(
  lines: readonly PricedLine[],
  terms: Pick<ShopTerms, "freeShippingThreshold">,
  currency: Currency,
  rates: ExchangeRates,
): FreeShippingFigures {
  const subtotalUsd = lines.reduce((sum, line) => sum + line.unitPriceUsd * line.quantity, 0);
  const progress = freeShippingProgress(subtotalUsd, terms);
  if (progress.kind === "none") return progress;
  const threshold = convertUsdCents(progress.threshold, currency, rates);
  if (progress.kind === "free") return { kind: "free", threshold };
  const { subtotal } = priceInCurrency({ lines: [...lines], shippingUsd: 0 }, currency, rates);
  // Never "add ฿0 more": a basket a step short in USD still asks for the smallest step.
  return { kind: "remaining", threshold, remaining: Math.max(threshold - subtotal, chargeStep[currency]) };
}
