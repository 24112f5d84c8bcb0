import { z } from "zod";
import { optionSelectionSchema } from "@/modules/catalog";
import { deliveryEstimate, isTrackedLevel, preselectedLevel, sortRates } from "@/modules/shipping";
import { MAX_ESTIMATE_QUANTITY } from "./quantity";

/** Body of `POST /api/quote` (docs/product-rules.md#quotes). */
export const quoteRequestSchema = z.object({
  productId: z.number().int().positive(),
  quantity: z.number().int().min(1).max(MAX_ESTIMATE_QUANTITY),
  options: optionSelectionSchema.default({}),
  country: z.string().regex(/^[A-Z]{2}$/),
  /** The level the visitor chose; absent (or not offered there) = the preselected one (cheapest tracked). */
  shippingLevel: z.string().min(1).max(40).optional(),
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

const daysSchema = z.object({ minDays: z.number().int(), maxDays: z.number().int() });

/** One level that ships there, priced for this line; `estimatedDelivery` is production + transit. */
export const quoteLevelSchema = z.object({
  level: z.string(),
  cost: z.number().int(),
  tracked: z.boolean(),
  estimatedDelivery: daysSchema,
});
export type QuoteLevel = z.infer<typeof quoteLevelSchema>;

/**
 * The quote answer (docs/product-rules.md#quotes); amounts in USD cents, delivery in days from payment.
 * `level` is the level priced (the one asked for, else the preselected one); `levels` every level that
 * ships to the country, cheapest first.
 */
export const quoteSchema = z.object({
  unitPrice: z.number().int(),
  totalPrice: z.number().int(),
  shippingCost: z.number().int(),
  currency: z.literal("USD"),
  estimatedDelivery: daysSchema,
  level: z.string(),
  levels: z.array(quoteLevelSchema),
});
export type Quote = z.infer<typeof quoteSchema>;

type Rate = { level: string; cost: number; minDays: number; maxDays: number };

/**
 * The one quote arithmetic: total = unit × quantity, shipping per parcel, delivery = production +
 * transit (deliveryEstimate). `rates` are every level's rate there; `rate` the one chosen among them.
 */
export function assembleQuote(
  unitPrice: number,
  quantity: number,
  rate: Rate,
  rates: readonly Rate[],
): Quote {
  return {
    unitPrice,
    totalPrice: unitPrice * quantity,
    shippingCost: rate.cost,
    currency: "USD",
    estimatedDelivery: deliveryEstimate(rate),
    level: rate.level,
    levels: sortRates(rates).map((each) => ({
      level: each.level,
      cost: each.cost,
      tracked: isTrackedLevel(each.level),
      estimatedDelivery: deliveryEstimate(each),
    })),
  };
}

/** The rate a quote prices: the chosen level where it ships, else the preselected one (cheapest tracked). */
export function chooseRate<T extends Rate>(rates: readonly T[], chosen: string | undefined): T | undefined {
  const wanted =
    rates.find((rate) => rate.level === chosen) ??
    rates.find((rate) => rate.level === preselectedLevel(rates));
  return wanted;
}
