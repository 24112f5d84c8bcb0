import { z } from "zod";
import { MAX_QUANTITY_CAP, optionSelectionSchema } from "@/modules/catalog";

/**
 * Body of `POST /api/quote` (docs/product-rules.md#quotes). The quantity's absolute cap is checked here;
 * the product's own range once the product is known (quote.server.ts).
 */
export const quoteRequestSchema = z.object({
  productId: z.number().int().positive(),
  quantity: z.number().int().min(1).max(MAX_QUANTITY_CAP),
  options: optionSelectionSchema.default({}),
  country: z.string().regex(/^[A-Z]{2}$/),
  shippingLevel: z.string().min(1).max(40),
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

/** The quote answer (docs/product-rules.md#quotes); amounts in USD cents, delivery in business days from the order. */
export const quoteSchema = z.object({
  /** The unit price at this quantity: the price-break tier's (docs/product-rules.md#price-breaks). */
  unitPrice: z.number().int(),
  /** The tier's percent off the list unit price; 0 below the first break. */
  percentOff: z.number().int(),
  totalPrice: z.number().int(),
  shippingCost: z.number().int(),
  currency: z.literal("USD"),
  estimatedDelivery: z.object({ minDays: z.number().int(), maxDays: z.number().int() }),
});
export type Quote = z.infer<typeof quoteSchema>;

/** Printing takes 1-3 business days before the parcel leaves (docs/product-rules.md#quotes). */
export const PRODUCTION_DAYS = { min: 1, max: 3 } as const;

type Rate = { cost: number; minDays: number; maxDays: number };

/**
 * The one quote arithmetic: total = unit × quantity (the unit price already the quantity's tier price),
 * shipping per parcel, delivery = print + transit.
 */
export function assembleQuote(unitPrice: number, quantity: number, rate: Rate, percentOff = 0): Quote {
  return {
    unitPrice,
    percentOff,
    totalPrice: unitPrice * quantity,
    shippingCost: rate.cost,
    currency: "USD",
    estimatedDelivery: {
      minDays: rate.minDays + PRODUCTION_DAYS.min,
      maxDays: rate.maxDays + PRODUCTION_DAYS.max,
    },
  };
}
