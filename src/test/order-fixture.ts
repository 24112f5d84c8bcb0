import type { Executor } from "@/server/db";
import { orderItems, orderStatusHistory, orders } from "@/server/db/schema";

type OrderRow = typeof orders.$inferInsert;

/**
 * Inserts an order as checkout would leave it (one item, one history row), for tests of code that
 * reads orders. Override any column; the defaults are a pending, unpaid US order.
 */
export async function insertTestOrder(database: Executor, overrides: Partial<OrderRow> = {}) {
  const [order] = await database
    .insert(orders)
    .values({
      number: "PG-7KQ2M9XB",
      locale: "en",
      checkoutKey: crypto.randomUUID(),
      email: "somchai@example.com",
      phone: "+66 81 234 5678",
      shippingName: "Somchai Jaidee",
      shippingAddress: "99 Sukhumvit Road",
      shippingCity: "Bangkok",
      shippingPostalCode: "10110",
      shippingCountry: "TH",
      shippingLevel: "cp_ground",
      deliveryMinDays: 3,
      deliveryMaxDays: 5,
      paymentMethod: "stripe",
      subtotal: 5998,
      shippingCost: 1049,
      paymentFee: 350,
      total: 7397,
      totalUsd: 7397,
      paymentSessionId: `cs_test_${crypto.randomUUID().replaceAll("-", "")}`,
      ...overrides,
    })
    .returning();
  if (!order) throw new Error("insertTestOrder: no row returned");
  await database.insert(orderItems).values({
    orderId: order.id,
    position: 0,
    productId: 1,
    productReference: "business_card_premium",
    name: "Premium Business Cards",
    options: [{ code: "finish", value: "gloss", name: "Finish", valueName: "Gloss" }],
    // Two boxes of 250 (the pack's default) with a gloss finish, as providerLine makes it.
    providerLine: {
      product: "businesscard_ss_int_bc_fc",
      options: [{ type: "product_finish_gloss", count: 1 }],
      count: 500,
    },
    files: [{ uploadId: crypto.randomUUID(), name: "design.pdf", kind: "pdf" }],
    quantity: 2,
    unitPrice: 2999,
    lineTotal: 5998,
  });
  await database.insert(orderStatusHistory).values({
    orderId: order.id,
    status: order.status,
    paymentStatus: order.paymentStatus,
    source: "checkout",
  });
  return order;
}
