/**
 * The quantities one product is sold in (docs/product-rules.md#quantities): every product has its own
 * range in the catalog data, asked the same on the product page, in the cart, in the calculator and by
 * the quote API.
 */
export type QuantityRange = { minQuantity: number; maxQuantity: number };

/**
 * The absolute cap of any quantity the shop reads, whatever the product: the quote API refuses more before
 * it looks the product up, and no product's range may go past it.
 */
export const MAX_QUANTITY_CAP = 100_000;
