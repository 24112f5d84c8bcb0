import "server-only";
import { and, asc, desc, eq } from "drizzle-orm";
import { normaliseOrderNumber } from "@/modules/orders";
import { loadOrderDetails, toOrderView } from "@/modules/orders/server";
import { getUploadSummaries } from "@/modules/uploads/server";
import { db, type Executor } from "@/server/db";
import { orderItems, orders } from "@/server/db/schema";
import type { AccountOrder, AccountOrderSummary } from "./account-order";
import { ownedBy, type OrderOwner } from "@/modules/orders/server";

/** More than any customer has today; the list is not paginated yet. */
const LIST_LIMIT = 200;

/** The customer's orders, newest first, with what the list shows. */
export async function listAccountOrders(
  owner: OrderOwner,
  database: Executor = db(),
): Promise<AccountOrderSummary[]> {
  const rows = await database
    .select({
      number: orders.number,
      createdAt: orders.createdAt,
      total: orders.total,
      currency: orders.currency,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
    })
    .from(orders)
    .where(ownedBy(owner))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(LIST_LIMIT);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** The id of the customer's order with this number; undefined for a missing one and for another customer's alike. */
export async function ownedOrderId(
  owner: OrderOwner,
  number: string,
  database: Executor = db(),
): Promise<string | undefined> {
  const normalised = normaliseOrderNumber(number);
  if (!normalised) return undefined;
  const [row] = await database
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.number, normalised), ownedBy(owner)));
  return row?.id;
}

/**
 * One of the customer's orders as its page shows it, without asking for the e-mail (the session
 * proves who they are), with a signed thumbnail of each item's first design; undefined when the
 * number is unknown or not theirs (the page answers 404 for both).
 */
export async function loadAccountOrder(
  owner: OrderOwner,
  number: string,
  database: Executor = db(),
): Promise<AccountOrder | undefined> {
  const id = await ownedOrderId(owner, number, database);
  const details = id ? await loadOrderDetails(database, id) : undefined;
  if (!id || !details) return undefined;
  const items = await database
    .select({ files: orderItems.files })
    .from(orderItems)
    .where(eq(orderItems.orderId, id))
    .orderBy(asc(orderItems.position));
  const firstUploads = items.map((item) => item.files[0]?.uploadId);
  const previews = await getUploadSummaries(firstUploads.filter((upload) => upload !== undefined));
  const previewById = new Map(previews.map((upload) => [upload.id, upload.previewUrl]));
  // The customer does not cancel from here (tracking does, with its checks): no cancellation window.
  const view = toOrderView(details, { windowMs: 0 });
  return {
    ...view,
    thumbnails: firstUploads.map((upload) => (upload ? (previewById.get(upload) ?? null) : null)),
  };
}
