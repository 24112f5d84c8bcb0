import { z } from "zod";
import type { FeeRule, PaymentFees } from "./shop-terms";

/**
 * What stored and admin-entered shop terms must look like (docs/product-rules.md#shop-terms). Apart from
 * shop-terms.ts so the browser, which only applies the terms, never loads zod for them.
 */
export const feeRuleSchema = z.object({
  rate: z.number().min(0).max(0.2),
  fixed: z.number().int().min(0).max(10_000),
}) satisfies z.ZodType<FeeRule>;

export const paymentFeesSchema = z.object({
  card: feeRuleSchema,
  paypal: feeRuleSchema,
}) satisfies z.ZodType<PaymentFees>;

/** USD cents of order subtotal from which shipping is free; null = no free shipping, and none promised. */
export const freeShippingThresholdSchema = z.number().int().positive().max(10_000_000).nullable();
