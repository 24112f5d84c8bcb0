import { z } from "zod";
import type { QuantityRange } from "./quantity-range";
import type { PriceBreak } from "./schema";

/*
 * Price breaks as staff type them in the admin's product and import forms
 * (docs/product-rules.md#price-breaks): rows of "from quantity" and "percent off". The rules are the data
 * file's (catalog-file.ts): ascending, each starting later and taking more off than the one before,
 * inside the product's quantity range, 1–90 % off. Messages are keys under `admin.catalog.errors`.
 */

export const MAX_PRICE_BREAKS = 5;
export const MAX_PERCENT_OFF = 90;

/** A whole number as typed ("25"); anything else is the field's own message. */
const wholeNumberText = (error: string) =>
  z
    .string({ error })
    .trim()
    .regex(/^\d{1,7}$/, error)
    .transform(Number);

export const priceBreaksField = z
  .array(
    z.object({
      minQuantity: wholeNumberText("breakQuantity"),
      percentOff: wholeNumberText("breakPercent").refine(
        (percent) => percent >= 1 && percent <= MAX_PERCENT_OFF,
        "breakPercent",
      ),
    }),
  )
  .max(MAX_PRICE_BREAKS, "breaksTooMany");

/**
 * What the schema alone can't know: the product's quantity range and the order of the rows. Field
 * path ("priceBreaks.1.minQuantity") → message key; empty when the breaks are fine.
 */
export function priceBreakErrors(breaks: PriceBreak[], range: QuantityRange): Record<string, string> {
  const errors: Record<string, string> = {};
  breaks.forEach((tier, index) => {
    const previous = breaks[index - 1];
    // Below the minimum, a break would never apply: the first tier is the list price.
    if (tier.minQuantity <= range.minQuantity || tier.minQuantity > range.maxQuantity)
      errors[`priceBreaks.${index}.minQuantity`] = "breakOutOfRange";
    else if (previous && tier.minQuantity <= previous.minQuantity)
      errors[`priceBreaks.${index}.minQuantity`] = "breakNotAscending";
    if (previous && tier.percentOff <= previous.percentOff)
      errors[`priceBreaks.${index}.percentOff`] = "breakNotDeeper";
  });
  return errors;
}
