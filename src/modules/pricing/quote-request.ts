import { z } from "zod";
import { optionSelectionSchema } from "@/modules/catalog";
import { MAX_ESTIMATE_QUANTITY } from "./quantity";
import { shipsFree, type ShopTerms } from "./shop-terms";

/** Body of `POST /api/quote` (docs/product-rules.md#quotes). */
export const quoteRequestSchema = z.object({
  productId: z.number().int().positive(),
  quantity: z.number().int().min(1).max(MAX_ESTIMATE_QUANTITY),
  options: optionSelectionSchema.default({}),
  country: z.string().regex(/^[A-Z]{2}$/),
  shippingLevel: z.string().min(1).max(40),
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

/**
 * The quote answer (docs/product-rules.md#quotes); amounts in USD cents, delivery in business days
 * from the order. `freeShipping`: the subtotal reached the shop's threshold, so `shippingCost` is 0.
 */
export const quoteSchema = z.object({
  unitPrice: z.number().int(),
  totalPrice: z.number().int(),
  shippingCost: z.number().int(),
  freeShipping: z.boolean(),
  currency: z.literal("USD"),
  estimatedDelivery: z.object({ minDays: z.number().int(), maxDays: z.number().int() }),
});
export type Quote = z.infer<typeof quoteSchema>;

/** Printing takes 1-3 business days before the parcel leaves (docs/product-rules.md#quotes). */
export const PRODUCTION_DAYS = { min: 1, max: 3 } as const;

type Rate = { cost: number; minDays: number; maxDays: number };

/**
 * The one quote arithmetic: total = unit × quantity, shipping per parcel (0 from the free-shipping
 * threshold, docs/product-rules.md#shop-terms), delivery = print + transit.
 */
export function assembleQuote(
  unitPrice: number,
  quantity: number,
  rate: Rate,
  terms: Pick<ShopTerms, "freeShippingThreshold">,
): Quote {
  const totalPrice = unitPrice * quantity;
  const freeShipping = shipsFree(totalPrice, terms);
  return {
    unitPrice,
    totalPrice,
    shippingCost: freeShipping ? 0 : rate.cost,
    freeShipping,
    currency: "USD",
    estimatedDelivery: {
      minDays: rate.minDays + PRODUCTION_DAYS.min,
      maxDays: rate.maxDays + PRODUCTION_DAYS.max,
    },
  };
}
