import { z } from "zod";
import { MAX_QUANTITY_CAP, optionSelectionSchema } from "@/modules/catalog";
import { deliveryEstimate, isTrackedLevel, preselectedLevel, sortRates } from "@/modules/shipping";
import { shipsFree, type ShopTerms } from "./shop-terms";

/**
 * Body of `POST /api/quote` (docs/product-rules.md#quotes). The quantity's absolute cap is checked here;
 * the product's own range once the product is known (quote.server.ts).
 */
export const quoteRequestSchema = z.object({
  productId: z.number().int().positive(),
  quantity: z.number().int().min(1).max(MAX_QUANTITY_CAP),
  options: optionSelectionSchema.default({}),
  country: z.string().regex(/^[A-Z]{2}$/),
  /** The level the visitor chose; absent (or not offered there) = the preselected one (cheapest tracked). */
  shippingLevel: z.string().min(1).max(40).optional(),
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

const daysSchema = z.object({ minDays: z.number().int(), maxDays: z.number().int() });

/** One level that ships there, charged for this line; `estimatedDelivery` is production + transit. */
export const quoteLevelSchema = z.object({
  level: z.string(),
  cost: z.number().int(),
  tracked: z.boolean(),
  estimatedDelivery: daysSchema,
});
export type QuoteLevel = z.infer<typeof quoteLevelSchema>;

/**
 * The quote answer (docs/product-rules.md#quotes); amounts in USD cents, delivery in days from payment.
 * `freeShipping`: the subtotal reached the shop's threshold, so every shipping cost is 0. `level` is
 * the level priced (the one asked for, else the preselected one); `levels` every level that ships to
 * the country, cheapest first by what the level costs.
 */
export const quoteSchema = z.object({
  /** The unit price at this quantity: the price-break tier's (docs/product-rules.md#price-breaks). */
  unitPrice: z.number().int(),
  /** The tier's percent off the list unit price; 0 below the first break. */
  percentOff: z.number().int(),
  totalPrice: z.number().int(),
  shippingCost: z.number().int(),
  freeShipping: z.boolean(),
  currency: z.literal("USD"),
  estimatedDelivery: daysSchema,
  level: z.string(),
  levels: z.array(quoteLevelSchema),
});
export type Quote = z.infer<typeof quoteSchema>;

type Rate = { level: string; cost: number; minDays: number; maxDays: number };

/**
 * The one quote arithmetic: total = unit × quantity (the unit price already the quantity's tier price,
 * `percentOff` its break), shipping per parcel (0 from the free-shipping threshold,
 * docs/product-rules.md#shop-terms), delivery = production + transit (deliveryEstimate). `rates` are
 * every level's rate there; `rate` the one chosen among them.
 */
export function assembleQuote(
  unitPrice: number,
  quantity: number,
  rate: Rate,
  rates: readonly Rate[],
  terms: Pick<ShopTerms, "freeShippingThreshold">,
  percentOff = 0,
): Quote {
  const totalPrice = unitPrice * quantity;
  const freeShipping = shipsFree(totalPrice, terms);
  return {
    unitPrice,
    percentOff,
    totalPrice,
    shippingCost: freeShipping ? 0 : rate.cost,
    freeShipping,
    currency: "USD",
    estimatedDelivery: deliveryEstimate(rate),
    level: rate.level,
    levels: sortRates(rates).map((each) => ({
      level: each.level,
      cost: freeShipping ? 0 : each.cost,
      tracked: isTrackedLevel(each.level),
      estimatedDelivery: deliveryEstimate(each),
    })),
  };
}

/** The rate a quote prices: the chosen level where it ships, else the preselected one (cheapest tracked). */
export function chooseRate<T extends Rate>(rates: readonly T[], chosen: string | undefined): T | undefined {
  const preselected = preselectedLevel(rates);
  return rates.find((rate) => rate.level === chosen) ?? rates.find((rate) => rate.level === preselected);
}
