import { createHash } from "node:crypto";
import type { OptionSelection } from "@/modules/catalog";
import type { CartLineFile } from "@/server/db/schema/cart";

/**
 * Lines with the same product, option values and files are one line (docs/product-rules.md#cart: adding an identical
 * product raises the quantity). The key is order-independent: {a, b} and {b, a} are the same choice. Each
 * file counts with its print area, so a book's cover and interior swapped are another line.
 */
export function cartLineMergeKey(productId: number, options: OptionSelection, files: CartLineFile[]): string {
  const canonical = JSON.stringify([
    productId,
    Object.entries(options).sort(([a], [b]) => a.localeCompare(b)),
    files.map((file) => [file.areaId, file.uploadId]).sort((a, b) => a.join(" ").localeCompare(b.join(" "))),
  ]);
  return createHash("sha256").update(canonical).digest("hex");
}
