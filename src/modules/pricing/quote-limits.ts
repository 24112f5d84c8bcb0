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

/**
 * How long the edge may send a quote answer again to the same request (same path, query and body)
 * without asking the app (src/server/http/edge/post-replay.ts). Any change of catalog, terms, rates or
 * provider settings drops it at once (a cache-tag invalidation); what changes with time alone (the
 * provider's shipping rates, cached 30 minutes, or the built-in table standing in for 60 s while the
 * provider fails) is at most this much older than a freshly computed answer would be.
 */
export const QUOTE_KEEP_SECONDS = 10;
