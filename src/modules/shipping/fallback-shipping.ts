import type { ShippingSource } from "./types";

/** After the provider fails, use the built-in data for this long before asking it again. */
export const FALLBACK_HOLD_MS = 60_000;

/** The messages of docs/product-rules.md#shipping, logged when the provider fails and the built-in data answers. */
const FALLBACK_MESSAGES = {
  countries: "Failed to load shipping countries",
  levels: "Failed to load shipping levels",
  states: "Failed to load shipping states",
  rates: "Failed to calculate shipping rates",
} as const;

/**
 * Asks `primary`; when it fails, answers from `fallback` and keeps doing so for FALLBACK_HOLD_MS, so an
 * outage (as `isOutage` judges) costs one slow answer a minute instead of a timeout on every page. Failures are reported with
 * those messages; the customer sees prices either way.
 */
export function withFallback(
  primary: ShippingSource,
  fallback: ShippingSource,
  report: (message: string, error: unknown) => void,
  options: { isOutage?: (error: unknown) => boolean; now?: () => number } = {},
): ShippingSource {
  const { isOutage = () => true, now = Date.now } = options;
  let failedAt: number | undefined;
  async function attempt<T>(
    kind: keyof typeof FALLBACK_MESSAGES,
    ask: () => Promise<T>,
    backup: () => Promise<T>,
  ) {
    if (failedAt !== undefined && now() - failedAt < FALLBACK_HOLD_MS) return backup();
    try {
      const answer = await ask();
      failedAt = undefined;
      return answer;
    } catch (error) {
      // A refusal of one question (an unknown product) says nothing about the next; an outage does.
      if (isOutage(error)) failedAt = now();
      report(FALLBACK_MESSAGES[kind], error);
      return backup();
    }
  }
  return {
    countries: () => attempt("countries", primary.countries, fallback.countries),
    levels: () => attempt("levels", primary.levels, fallback.levels),
    states: (country) =>
      attempt(
        "states",
        () => primary.states(country),
        () => fallback.states(country),
      ),
    rates: (country, items, state) =>
      attempt(
        "rates",
        () => primary.rates(country, items, state),
        () => fallback.rates(country, items, state),
      ),
  };
}
