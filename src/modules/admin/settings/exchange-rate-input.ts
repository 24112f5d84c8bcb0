import { z } from "zod";
import { currencies } from "@/modules/i18n";

/** USD is the unit every amount is stored in: its rate is 1 by definition and not editable. */
export const EDITABLE_CURRENCIES = currencies.filter((currency) => currency !== "USD") as Exclude<
  (typeof currencies)[number],
  "USD"
>[];

/** Wider than any real rate of our currencies, narrower than what the column (numeric 14,6) holds. */
export const MIN_RATE = 0.0001;
export const MAX_RATE = 100_000;

/**
 * What staff type: a plain positive decimal ("34.5", "0.92"), at most six decimals, within bounds.
 * Messages are keys of admin.config.rates.
 */
export const exchangeRateInput = z.object({
  currency: z.enum(EDITABLE_CURRENCIES as [string, ...string[]]),
  perUsd: z
    .string()
    .trim()
    .regex(/^\d{1,6}(\.\d{1,6})?$/, "invalidRate")
    .transform(Number)
    .refine((value) => value >= MIN_RATE && value <= MAX_RATE, "outOfRange"),
});
