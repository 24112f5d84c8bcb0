import type { RateLimitRule } from "@/server/rate-limit";

/**
 * A quote request is a product id, a quantity, a few option codes, a country and a level: well under
 * 1 KB. 16 KB leaves room for any real selection and refuses anything else before it is parsed.
 */
export const MAX_QUOTE_BODY_BYTES = 16 * 1024;

/**
 * Quotes per client address per minute. The product page asks once per settled change (use-quote.ts
 * waits 200 ms after the last one), so even someone clicking through options and quantities without
 * pause stays well under 2 a second; a script asking for every quantity (each one a provider call) does not.
 */
export const QUOTE_RATE_LIMIT: RateLimitRule = { limit: 120, windowSeconds: 60 };
