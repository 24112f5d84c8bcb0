import "server-only";
import { addLineToCurrentCart } from "@/modules/cart/server";
import type { Locale } from "@/modules/i18n";
import { getUploadSummaries } from "@/modules/uploads/server";
import { db, type Executor } from "@/server/db";
import type { ReorderResult, SkippedLine } from "./reorder-result";
import { ownedOrderId } from "./account-orders.server";
import { orderLines, type OrderOwner } from "@/modules/orders/server";

/**
 * "Order again": every line of one of the customer's orders back in their current cart, with the same
 * product, options and designs, through the cart's own add (addLineToCurrentCart), so each line is
 * checked as a fresh add would be and priced from today's catalog when the cart is shown. An identical
 * line already in the cart gets the quantity added. Lines whose product or options are no longer
 * sold, and lines whose design files are gone, are skipped and named.
 *
 * The designs survive: the unused-upload cleanup keeps every upload an order item names
 * (uploads/cleanup.server.ts), so only an upload removed by hand is ever missing.
 */
export async function reorder(
  owner: OrderOwner,
  number: string,
  locale: Locale,
  database: Executor = db(),
): Promise<ReorderResult> {
  const orderId = await ownedOrderId(owner, number, database);
  if (!orderId) return { ok: false, error: "notFound" };
  const items = await orderLines(database, orderId);

  const existing = new Set(
    (await getUploadSummaries(items.flatMap((item) => item.files.map((file) => file.uploadId)))).map(
      (upload) => upload.id,
    ),
  );
  let added = 0;
  const skipped: SkippedLine[] = [];
  for (const item of items) {
    if (item.files.length === 0 || item.files.some((file) => !existing.has(file.uploadId))) {
      skipped.push({ name: item.name, reason: "designMissing" });
      continue;
    }
    const result = await addLineToCurrentCart(
      {
        productId: item.productId,
        options: Object.fromEntries(item.options.map((option) => [option.code, option.value])),
        // Items stored before print areas existed had one file for the product's only area, "front".
        files: item.files.map((file) => ({ areaId: file.areaId ?? "front", uploadId: file.uploadId })),
        quantity: item.quantity,
      },
      locale,
      // The order is the caller's (ownedOrderId above), so its files are theirs whichever cart held them.
      "ownedOrder",
    );
    if (result.ok) added += 1;
    else
      skipped.push({ name: item.name, reason: result.error === "noFiles" ? "designMissing" : "unavailable" });
  }
  return { ok: true, added, skipped };
}
