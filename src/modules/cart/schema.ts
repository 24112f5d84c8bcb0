import { z } from "zod";
import { MAX_QUANTITY_CAP, optionSelectionSchema, productIdSchema, type PriceBreak } from "@/modules/catalog";

/** At most this many design files on one line (front, back, cover...). */
const MAX_FILES_PER_LINE = 10;

export const addToCartInput = z.object({
  productId: productIdSchema,
  /** Parsed leniently by parseQuantity within the product's range (docs/product-rules.md#quantities). */
  quantity: z.unknown(),
  options: optionSelectionSchema,
  /** Each design file with the print area it is for (`front`; a book's `cover` and `interior`). */
  files: z.array(z.object({ areaId: z.string().min(1).max(40), uploadId: z.uuid() })).max(MAX_FILES_PER_LINE),
});

/**
 * A whole number within the absolute cap (0 or less removes the line): anything else is refused here,
 * before a query, and the SQL then keeps it within the product's own range (withinProductRange).
 */
export const changeQuantityInput = z.object({
  lineId: z.uuid(),
  quantity: z.number().int().min(-MAX_QUANTITY_CAP).max(MAX_QUANTITY_CAP),
});
export const removeLineInput = z.object({ lineId: z.uuid() });

/** One line as the drawer shows it. Prices in USD cents, always recomputed from the catalog. */
export type CartLineView = {
  id: string;
  productId: number;
  name: string;
  image: string;
  /** One unit at this quantity: the price-break tier's price (docs/product-rules.md#price-breaks). */
  unitPrice: number;
  /** One unit before price breaks, and the product's tiers: the drawer reprices a changed quantity at once. */
  listUnitPrice: number;
  percentOff: number;
  priceBreaks: PriceBreak[];
  /** What one unit is, in the visitor's language ("box of 250 cards"; docs/product-rules.md#units). */
  unit: string;
  /** The product's quantity range: the drawer's − and + stop at its ends. */
  minQuantity: number;
  maxQuantity: number;
  quantity: number;
  lineTotal: number;
  options: { name: string; value: string }[];
  /** `areaName` names the print area when the product has several (a book's "Cover"), else null. */
  files: { id: string; name: string; kind: string; areaId: string; areaName: string | null }[];
};

export type CartView = {
  lines: CartLineView[];
  /** Sum of quantities: what the header badge counts. */
  itemCount: number;
  subtotal: number;
  currency: "USD";
  /** Names of lines dropped because their product or a file is gone ("" when the product is gone). */
  droppedLines: string[];
};

export const emptyCart: CartView = {
  lines: [],
  itemCount: 0,
  subtotal: 0,
  currency: "USD",
  droppedLines: [],
};
