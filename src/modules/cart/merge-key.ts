import { createHash } from "node:crypto";
import type { OptionSelection } from "@/modules/catalog";

/**
 * Lines with the same product, option values and files are one line (docs/product-rules.md#cart: adding an identical
 * product raises the quantity). The key is order-independent: {a, b} and {b, a} are the same choice.
 */
export function cartLineMergeKey(productId: number, options: OptionSelection, uploadIds: string[]): string {
  const canonical = JSON.stringify([
    productId,
    Object.entries(options).sort(([a], [b]) => a.localeCompare(b)),
    [...uploadIds].sort(),
  ]);
  return createHash("sha256").update(canonical).digest("hex");
}
