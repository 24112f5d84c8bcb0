import { z } from "zod";
import { MAX_QUANTITY_CAP, optionSelectionSchema, productIdSchema } from "@/modules/catalog";

/**
 * Body of `POST /api/quote` (docs/product-rules.md#quotes). The quantity's absolute cap is checked here;
 * the product's own range once the product is known (quote.server.ts). Only the server parses it: the
 * browser imports quote-request.ts, which stays free of zod (docs/client-weight.md).
 */
export const quoteRequestSchema = z.object({
  productId: productIdSchema,
  quantity: z.number().int().min(1).max(MAX_QUANTITY_CAP),
  options: optionSelectionSchema.default({}),
  country: z.string().regex(/^[A-Z]{2}$/),
  /** The level the visitor chose; absent (or not offered there) = the preselected one (cheapest tracked). */
  shippingLevel: z.string().min(1).max(40).optional(),
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;
