import "server-only";
import { providerLine } from "@/modules/catalog";
import { getStoredProduct, localizeProduct } from "@/modules/catalog/server";
import { checkOrderable } from "@/modules/fulfilment/server";
import type { Locale } from "@/modules/i18n";
import { shippingRates } from "@/modules/shipping/server";
import { assembleQuote, chooseRate, type Quote, type QuoteRequest } from "./quote-request";
import { getShopTerms } from "./shop-terms.server";
import { priceQuantity } from "./unit-price";

export type QuoteResult =
  | { ok: true; quote: Quote }
  | { ok: false; error: "productNotFound" }
  | { ok: false; error: "missingOption" | "unknownOption"; field: string; optionName?: string }
  /** Outside the product's own range (docs/product-rules.md#quantities). */
  | { ok: false; error: "quantityOutOfRange"; field: "quantity"; minQuantity: number; maxQuantity: number }
  | { ok: false; error: "noShipping"; field: "country" }
  /** The latest catalog check found it unprintable (docs/cloudprinter.md §9). */
  | { ok: false; error: "productUnavailable"; field: "productId" }
  | { ok: false; error: "valueUnavailable"; field: string; optionName: string; valueName: string };

/**
 * Prices a request from the catalog and the shipping service: nothing the browser sends is a price.
 * `locale` only names a missing option in the visitor's language.
 */
export async function quote(request: QuoteRequest, locale: Locale): Promise<QuoteResult> {
  const stored = await getStoredProduct(request.productId);
  if (!stored) return { ok: false, error: "productNotFound" };
  const product = localizeProduct(stored, locale);
  const priced = priceQuantity(product, request.options, request.quantity);
  if (!priced.ok && priced.error === "quantityOutOfRange") return { ...priced, field: "quantity" };
  if (!priced.ok) {
    return {
      ok: false,
      error: priced.error,
      field: `options.${priced.optionId}`,
      optionName: priced.optionName,
    };
  }
  const orderable = await checkOrderable(product.id, priced.selection);
  if (!orderable.ok) {
    if (orderable.error === "productUnavailable")
      return { ok: false, error: orderable.error, field: "productId" };
    const option = product.options.find((candidate) => candidate.id === orderable.optionId);
    return {
      ok: false,
      error: orderable.error,
      field: `options.${orderable.optionId}`,
      optionName: option?.name ?? orderable.optionId,
      valueName: option?.values.find((value) => value.id === orderable.valueId)?.name ?? orderable.valueId,
    };
  }
  // Rated as the line the printer would print (product, options, copies): the print partner ships it,
  // and its weight decides the price. The order sends the same line (providerLine).
  const rates = await shippingRates(request.country, [
    providerLine(stored, priced.selection, request.quantity),
  ]);
  // A level that doesn't ship there (the visitor changed country) gives way to the preselected one:
  // the answer says which level it priced, and lists those that ship there.
  const rate = chooseRate(rates, request.shippingLevel);
  if (!rate) return { ok: false, error: "noShipping", field: "country" };
  const terms = await getShopTerms();
  return {
    ok: true,
    quote: assembleQuote(priced.unitPrice, request.quantity, rate, rates, terms, priced.percentOff),
  };
}
