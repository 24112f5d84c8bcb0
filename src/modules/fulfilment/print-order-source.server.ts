import "server-only";
import { asc, eq, inArray } from "drizzle-orm";
import { shippingAddressFromRow } from "@/modules/orders/server";
import { signedUploadUrl } from "@/modules/uploads/server";
import type { Executor } from "@/server/db";
import { orderItems, orders, uploads } from "@/server/db/schema";
import type { PrintOrderSource } from "./print-order";

/** Cloudprinter fetches designs after accepting the order, possibly days later (docs/cloudprinter.md §1.8): links last 7 days. */
export const PRINT_FILE_URL_TTL_SECONDS = 7 * 24 * 60 * 60;

export type OrderForPrint = {
  order: typeof orders.$inferSelect;
  source: PrintOrderSource;
  /** Upload ids an item refers to that no longer exist. */
  missingFiles: string[];
};

/** The order with everything the print order needs: lines, options and each design's signed link and MD5. */
export async function loadOrderForPrint(
  database: Executor,
  orderId: string,
): Promise<OrderForPrint | undefined> {
  const [order] = await database.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return undefined;
  const items = await database
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
  const uploadIds = [...new Set(items.flatMap((item) => item.files.map((file) => file.uploadId)))];
  const stored = uploadIds.length
    ? await database
        .select({ id: uploads.id, md5: uploads.md5 })
        .from(uploads)
        .where(inArray(uploads.id, uploadIds))
    : [];
  const md5ById = new Map(stored.map((upload) => [upload.id, upload.md5]));
  const missingFiles = uploadIds.filter((id) => !md5ById.has(id));
  const source: PrintOrderSource = {
    number: order.number,
    email: order.email,
    phone: order.phone,
    shipping: shippingAddressFromRow(order),
    items: items.map((item) => ({
      position: item.position,
      productReference: item.productReference,
      name: item.name,
      quantity: item.quantity,
      options: item.options.map((option) => ({
        value: option.value,
        providerReference: option.providerReference,
      })),
      files: item.files
        .filter((file) => md5ById.has(file.uploadId))
        .map((file) => ({
          // Items stored before books had print areas have no role: their files are `product` files.
          type: file.role ?? "product",
          url: signedUploadUrl(file.uploadId, "original", PRINT_FILE_URL_TTL_SECONDS),
          md5: md5ById.get(file.uploadId)!,
        })),
    })),
  };
  return { order, source, missingFiles };
}
