import "server-only";
import { eq, inArray } from "drizzle-orm";
import type { Executor } from "@/server/db";
import { type LocalizedText, products } from "@/server/db/schema/catalog";

/** Whether the product is still in the database (a review attaches only to one that is). */
export async function productExists(executor: Executor, productId: number): Promise<boolean> {
  const [product] = await executor
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId));
  return product !== undefined;
}

/**
 * Stores the product's rating (the average of its visible reviews, one decimal, as text) and review
 * count, which the reviews module computes. The caller empties the catalog's cache (CATALOG_TAG).
 */
export async function setProductRating(
  executor: Executor,
  productId: number,
  rating: { rating: string; reviewCount: number },
): Promise<void> {
  await executor.update(products).set(rating).where(eq(products.id, productId));
}

/** The names of the given products, by id (an id with no product is left out). */
export async function productNamesById(
  executor: Executor,
  productIds: readonly number[],
): Promise<Map<number, LocalizedText>> {
  if (productIds.length === 0) return new Map();
  const rows = await executor
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(inArray(products.id, [...productIds]));
  return new Map(rows.map((row) => [row.id, row.name]));
}
