import "server-only";
import {
  listOwnOrders,
  loadOrderDetails,
  orderLines,
  ownOrderId,
  toOrderView,
} from "@/modules/orders/server";
import { getUploadSummaries } from "@/modules/uploads/server";
import { db, type Executor } from "@/server/db";
import type { AccountOrder, AccountOrderSummary } from "./account-order";
import type { OrderOwner } from "@/modules/orders/server";

/** More than any customer has today; the list is not paginated yet. */
const LIST_LIMIT = 200;

/** The customer's orders, newest first, with what the list shows. */
export async function listAccountOrders(
  owner: OrderOwner,
  database: Executor = db(),
): Promise<AccountOrderSummary[]> {
  const rows = await listOwnOrders(database, owner, LIST_LIMIT);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** The id of the customer's order with this number; undefined for a missing one and for another customer's alike. */
export async function ownedOrderId(
  owner: OrderOwner,
  number: string,
  database: Executor = db(),
): Promise<string | undefined> {
  return ownOrderId(database, owner, number);
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
  const items = await orderLines(database, id);
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
