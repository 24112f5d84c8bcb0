import { z } from "zod";
import { MAX_QUANTITY_CAP } from "./quantity-range";

/**
 * `GET /api/products`' query (docs/product-rules.md#catalog): a category, a search and a page of the
 * list. The offset is bounded like every number a request sends; far past the catalog's end it is
 * simply an empty page.
 */
export const productListQuerySchema = z.object({
  category: z.string().max(40).optional(),
  q: z.string().max(100).optional(),
  offset: z.coerce.number().int().min(0).max(MAX_QUANTITY_CAP).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(24),
});
