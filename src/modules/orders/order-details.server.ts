import "server-only";
import { asc, eq } from "drizzle-orm";
import { toLocale } from "@/modules/i18n";
import type { Executor } from "@/server/db";
import { orderItems, orderReprints, orders, orderStatusHistory } from "@/server/db/schema/orders";
import { historyNote } from "./history-notes";
import type { OrderDetails } from "./schema";
import { shippingAddressFromRow } from "./shipping-address";

/** The order with its items and history, or undefined. Callers decide who may see it. */
export async function loadOrderDetails(
  database: Executor,
  orderId: string,
): Promise<OrderDetails | undefined> {
  const [order] = await database.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return undefined;
  const [items, history, replacements] = await Promise.all([
    database
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.position)),
    database
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, orderId))
      .orderBy(asc(orderStatusHistory.id)),
    database
      .select({
        number: orderReprints.number,
        status: orderReprints.status,
        trackingNumber: orderReprints.trackingNumber,
        trackingUrl: orderReprints.trackingUrl,
        carrier: orderReprints.carrier,
      })
      .from(orderReprints)
      .where(eq(orderReprints.orderId, orderId))
      .orderBy(asc(orderReprints.createdAt), asc(orderReprints.number)),
  ]);
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    paymentStatus: order.paymentStatus,
    locale: toLocale(order.locale),
    email: order.email,
    phone: order.phone,
    shipping: shippingAddressFromRow(order),
    deliveryMinDays: order.deliveryMinDays,
    deliveryMaxDays: order.deliveryMaxDays,
    paymentMethod: order.paymentMethod,
    items: items.map((item) => ({
      name: item.name,
      productReference: item.productReference,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      lineTotal: item.lineTotal,
      options: item.options.map((option) => ({ name: option.name, value: option.valueName })),
      files: item.files.map((file) => ({ name: file.name })),
    })),
    subtotal: order.subtotal,
    shippingCost: order.shippingCost,
    paymentFee: order.paymentFee,
    total: order.total,
    currency: order.currency,
    trackingNumber: order.trackingNumber,
    trackingUrl: order.trackingUrl,
    carrier: order.carrier,
    replacements,
    createdAt: order.createdAt,
    paidAt: order.paidAt,
    history: history.map((entry) => ({
      status: entry.status,
      paymentStatus: entry.paymentStatus,
      source: entry.source,
      note: entry.note,
      noteMessage: historyNote(entry.noteKey, entry.noteParams),
      at: entry.createdAt,
    })),
  };
}
