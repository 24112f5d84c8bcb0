import "server-only";
import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import { products } from "@/server/db/schema/catalog";

/**
 * `quantity` moved into the range of the product `productId` names, as SQL (docs/product-rules.md#quantities):
 * the products row is the catalog's source, so the cart's add, quantity change and merge all keep the
 * range inside their own statements without reading the catalog first.
 */
export function withinProductRange(quantity: SQL, productId: SQL | AnyColumn): SQL<number> {
  return sql<number>`(select least(greatest(${quantity}, ${products.minQuantity}), ${products.maxQuantity})
    from ${products} where ${products.id} = ${productId})`;
}
