"use client";

import { useLocale } from "next-intl";
import { useEffect, useState } from "react";
import { builtInLevels, builtInRate } from "@/modules/shipping";
import { assembleQuote, chooseRate, type Quote, type QuoteRequest } from "../quote-request";
import { readQuote } from "../read-quote";
import type { ShopTerms } from "../shop-terms";
import { priceQuantity, type TieredProduct } from "../unit-price";
import { useShopTerms } from "./shop-terms-provider";

/** docs/product-rules.md#quotes: the quote reloads 200 ms after the last change of product, quantity, options, country or level. */
const QUOTE_DEBOUNCE_MS = 200;

export type QuoteState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "ready"; quote: Quote }
  /** `error` "noShipping": nothing ships to that country, and no estimate is made. */
  | { status: "error"; message: string; error?: string; estimate: Quote | undefined };

/**
 * Asks `/api/quote` for the current choice. Only the server's answer is a price; when it fails, the
 * same catalog arithmetic and the built-in shipping table give an estimate, labelled as such.
 */
export function useQuote(product: TieredProduct, request: QuoteRequest | undefined): QuoteState {
  const locale = useLocale();
  const threshold = useShopTerms().freeShippingThreshold;
  // The answer remembers which question it answers; any other question is still loading.
  const [answer, setAnswer] = useState<{ key: string; state: QuoteState }>();
  const key = request ? JSON.stringify(request) : "";

  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    const estimate = () =>
      estimateQuote(product, JSON.parse(key) as QuoteRequest, {
        freeShippingThreshold: threshold,
      });
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`/api/quote?lang=${locale}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: key,
          signal: controller.signal,
        });
        const json: unknown = await response.json().catch(() => undefined);
        const quote = readQuote(json);
        if (response.ok && quote) return setAnswer({ key, state: { status: "ready", quote } });
        const { message, field } = (json ?? {}) as { message?: unknown; field?: unknown };
        // A refusal about the country means nothing ships there (docs/product-rules.md#quotes).
        const code = field === "country" ? "noShipping" : undefined;
        setAnswer({
          key,
          state: {
            status: "error",
            message: typeof message === "string" ? message : "",
            error: code,
            // The server knows nothing ships there: no estimate pretends otherwise.
            estimate: code === "noShipping" ? undefined : estimate(),
          },
        });
      } catch {
        if (controller.signal.aborted) return;
        setAnswer({ key, state: { status: "error", message: "", estimate: estimate() } });
      }
    }, QUOTE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // `key` is the request: the effect reruns exactly when the question changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, locale, threshold]);

  if (!key) return { status: "idle" };
  return answer?.key === key ? answer.state : { status: "loading" };
}

/** The same arithmetic as the server, from the built-in tables: shown only as an estimate. */
function estimateQuote(
  product: TieredProduct,
  request: QuoteRequest,
  terms: Pick<ShopTerms, "freeShippingThreshold">,
): Quote | undefined {
  const priced = priceQuantity(product, request.options, request.quantity);
  const rates = builtInLevels.map((level) => builtInRate(level, request.country));
  const rate = chooseRate(rates, request.shippingLevel);
  if (!priced.ok || !rate) return undefined;
  return assembleQuote(priced.unitPrice, request.quantity, rate, rates, terms, priced.percentOff);
}
