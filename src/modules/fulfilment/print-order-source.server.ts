import "server-only";
import { providerLine } from "@/modules/catalog";
import { getStoredProduct } from "@/modules/catalog/server";
import {
  findOrderRecord,
  orderItemRecords,
  shippingAddressFromRow,
  type OrderItemRecord,
  type OrderRecord,
  type OrderReprint,
} from "@/modules/orders/server";
import { assembledPrintFile, printFiles } from "@/modules/uploads/server";
import type { Executor } from "@/server/db";
import { log } from "@/server/log";
import type { CpFile } from "./cloudcore-schemas";
import type { PrintLine, PrintOrderSource } from "./print-order";

/** Cloudprinter fetches designs after accepting the order, possibly days later (docs/cloudprinter.md §1.8): links last 7 days. */
const PRINT_FILE_URL_TTL_SECONDS = 7 * 24 * 60 * 60;

export type OrderForPrint = {
  order: OrderRecord;
  source: PrintOrderSource;
  /** Upload ids an item refers to that no longer exist. */
  missingFiles: string[];
  /** Items whose sides could not be put into one file (a side's PDF can't be read): their positions. */
  unassembled: number[];
};

/** The order with everything the print order needs: lines, options and each design's link and MD5. */
export async function loadOrderForPrint(
  database: Executor,
  orderId: string,
): Promise<OrderForPrint | undefined> {
  const order = await findOrderRecord(database, orderId);
  if (!order) return undefined;
  const items = await orderItemRecords(database, orderId);
  const assembled = await Promise.all(items.map((item) => sheetFilesOf(database, item, order.number)));
  const printed = items.map((item, index) => [...assembled[index]!.files, ...unpagedFiles(item)]);
  const uploadIds = [...new Set(printed.flat().map((file) => file.uploadId))];
  const fileById = await printFiles(database, uploadIds, PRINT_FILE_URL_TTL_SECONDS);
  const lines = await Promise.all(items.map((item) => printLineOf(item, order.number)));
  const missingFiles = [
    ...new Set([
      ...uploadIds.filter((id) => !fileById.has(id)),
      ...assembled.flatMap((result) => result.missing),
    ]),
  ];
  const source: PrintOrderSource = {
    number: order.number,
    email: order.email,
    phone: order.phone,
    shipping: shippingAddressFromRow(order),
    items: items.map((item, index) => ({
      position: item.position,
      name: item.name,
      line: lines[index]!,
      files: printed[index]!.filter((file) => fileById.has(file.uploadId)).map((file) => ({
        type: file.type,
        ...fileById.get(file.uploadId)!,
      })),
    })),
  };
  const unassembled = items.filter((_, index) => assembled[index]!.failed).map((item) => item.position);
  return { order, source, missingFiles, unassembled };
}

/** What keeps the print order from being sent, as staff read it on the order (its fulfilment issue). */
export function printFilesProblem(loaded: OrderForPrint): string | undefined {
  if (loaded.missingFiles.length > 0) {
    return `Cloudprinter order error: design file missing (${loaded.missingFiles.join(", ")})`;
  }
  if (loaded.unassembled.length > 0) {
    return `Cloudprinter order error: the sides of line ${loaded.unassembled.join(", ")} could not be put into one print file (a side's PDF can't be read; see the log)`;
  }
  return undefined;
}

type PrintedFile = { uploadId: string; type: CpFile["type"] };

/** An item's files that go to the printer as they are (every file but a side of a double-sided product). */
function unpagedFiles(item: OrderItemRecord): PrintedFile[] {
  return item.files
    .filter((file) => !file.sheet)
    .map((file) => ({
      uploadId: file.uploadId,
      // Items stored before books had print areas have no role: their files are `product` files.
      type: file.role ?? "product",
    }));
}

/**
 * The sides of a double-sided product, put together into one file per role, page by page
 * (docs/product-rules.md#sides). `missing`: the upload ids of sides that are gone; `failed`
 * when a side could not be made a page (logged; the caller tells staff). Throws when it is worth trying
 * again later (the analysis processes busy, storage failing): the job is retried.
 */
async function sheetFilesOf(
  database: Executor,
  item: OrderItemRecord,
  orderNumber: string,
): Promise<{ files: PrintedFile[]; missing: string[]; failed: boolean }> {
  const result = { files: [] as PrintedFile[], missing: [] as string[], failed: false };
  const roles = [...new Set(item.files.flatMap((file) => (file.sheet ? [file.role ?? "product"] : [])))];
  for (const role of roles) {
    const sides = item.files
      .flatMap((file) =>
        file.sheet && (file.role ?? "product") === role ? [{ ...file, sheet: file.sheet }] : [],
      )
      .sort((a, b) => a.sheet.page - b.sheet.page);
    const parts = sides.map((side) => ({ uploadId: side.uploadId, ...side.sheet }));
    const assembled = await assembledPrintFile(
      database,
      parts,
      log.child({ order: orderNumber, position: item.position }),
    );
    if ("uploadId" in assembled) result.files.push({ uploadId: assembled.uploadId, type: role });
    else if ("missing" in assembled) result.missing.push(...assembled.missing);
    else result.failed = true;
  }
  return result;
}

/**
 * A reprint as its own print order (docs/admin.md#reprints): the order's address and contact, only the
 * lines it replaces with the copies asked for, under the reprint's number. Copies scale with quantity
 * (a line's count is quantity × copies per unit), so half the quantity prints half the count.
 */
export async function loadReprintForPrint(
  database: Executor,
  reprint: OrderReprint,
): Promise<OrderForPrint | undefined> {
  const loaded = await loadOrderForPrint(database, reprint.orderId);
  if (!loaded) return undefined;
  const quantityAt = new Map(reprint.lines.map((line) => [line.position, line.quantity]));
  const items = await orderItemRecords(database, reprint.orderId);
  const soldAt = new Map(items.map((item) => [item.position, item]));
  const wanted = new Set(
    items
      .filter((item) => quantityAt.has(item.position))
      .flatMap((item) => item.files.map((file) => file.uploadId)),
  );
  return {
    order: loaded.order,
    missingFiles: loaded.missingFiles.filter((id) => wanted.has(id)),
    unassembled: loaded.unassembled.filter((position) => quantityAt.has(position)),
    source: {
      ...loaded.source,
      number: reprint.number,
      items: loaded.source.items.flatMap((item) => {
        const quantity = quantityAt.get(item.position);
        const sold = soldAt.get(item.position);
        if (!quantity || !sold) return [];
        const count = Math.max(1, Math.round((item.line.count * quantity) / sold.quantity));
        return [{ ...item, line: { ...item.line, count } }];
      }),
    },
  };
}

/**
 * The line the printer gets: the snapshot taken when the order was made (order_items.provider_line).
 * Items ordered before snapshots existed have none; for them the line is derived from the *current*
 * catalog with the item's chosen option codes, and a warning is logged, because the catalog may have
 * changed since (a value removed or remapped) and then prints something other than what was sold.
 */
async function printLineOf(item: OrderItemRecord, orderNumber: string): Promise<PrintLine> {
  if (item.providerLine) return item.providerLine;
  const product = await getStoredProduct(item.productId);
  const selection = Object.fromEntries(item.options.map((option) => [option.code, option.value]));
  const unknown = product
    ? item.options.filter(
        (option) =>
          !product.options
            .find((candidate) => candidate.code === option.code)
            ?.values.some((value) => value.code === option.value),
      )
    : item.options;
  log.warn(
    {
      order: orderNumber,
      position: item.position,
      productId: item.productId,
      productFound: Boolean(product),
      unknownOptions: unknown.map((option) => `${option.code}=${option.value}`),
    },
    "order item has no provider line snapshot; derived from the current catalog",
  );
  if (!product) return { product: item.productReference, options: [], count: item.quantity };
  return providerLine(product, selection, item.quantity);
}
