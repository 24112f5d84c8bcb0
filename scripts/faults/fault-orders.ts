import { eq, inArray, like } from "drizzle-orm";
import type { Database } from "../../src/server/db";
import { jobs, orderItems, orderStatusHistory, orders, uploads } from "../../src/server/db/schema";
import { emptyCart } from "../../src/modules/cart/server";
import { markOrderPaid, submitToProviderJob } from "../../src/modules/orders/server";

/** `count` orders like checkout makes them, then paid through the same transition the payment webhook uses. */
export async function insertPaidOrders(database: Database, count: number): Promise<void> {
  const [upload] = await database
    .insert(uploads)
    .values({
      storageKey: "faults/cards.pdf",
      kind: "pdf",
      mimeType: "application/pdf",
      originalName: "cards.pdf",
      size: 1234,
      md5: "0123456789abcdef0123456789abcdef",
      sha256: "0".repeat(64),
    })
    .returning();
  for (let index = 0; index < count; index++) {
    await database.transaction(async (tx) => {
      const [order] = await tx
        .insert(orders)
        .values({
          number: `PG-F${String(index + 1).padStart(4, "0")}`,
          locale: "en",
          checkoutKey: crypto.randomUUID(),
          email: `buyer${index}@example.com`,
          phone: "+66 81 234 5678",
          shippingName: "Somchai Jaidee",
          shippingAddress: "99 Sukhumvit Road",
          shippingCity: "Bangkok",
          shippingPostalCode: "10110",
          shippingCountry: "TH",
          shippingLevel: "cp_ground",
          deliveryMinDays: 3,
          deliveryMaxDays: 5,
          paymentMethod: "card",
          subtotal: 1999,
          shippingCost: 1049,
          paymentFee: 118,
          total: 3166,
          totalUsd: 3166,
        })
        .returning();
      await tx.insert(orderItems).values({
        orderId: order!.id,
        position: 0,
        productId: 1,
        productReference: "businesscard_ss_int_bc_fc",
        name: "Premium Business Cards",
        options: [{ code: "finish", value: "gloss", name: "Finish", valueName: "Gloss" }],
        providerLine: {
          product: "businesscard_ss_int_bc_fc",
          options: [{ type: "product_finish_gloss", count: 1 }],
          count: 250,
        },
        files: [{ uploadId: upload!.id, name: "cards.pdf", kind: "pdf" }],
        quantity: 1,
        unitPrice: 1999,
        lineTotal: 1999,
      });
      await markOrderPaid(tx, order!.id, { amount: 3166, currency: "usd" }, { emptyCart });
    });
  }
}

export type FaultReport = {
  reference: string;
  status: string;
  submitted: boolean;
  attempts: number;
  providerCopies: number;
  repeats: number;
  /** Accepted by the provider on an attempt whose answer was lost, and found by orders/info on a retry. */
  foundByInfo: boolean;
};

/** Each order as the shop and the provider see it after the run. */
export async function checkOrders(
  database: Database,
  references: string[],
  provider: (reference: string) => { accepted: number; repeats: number },
): Promise<FaultReport[]> {
  const rows = await database.select().from(orders).where(inArray(orders.number, references));
  const submitJobs = await database.select().from(jobs).where(eq(jobs.kind, submitToProviderJob.name));
  const found = await database
    .select({ orderId: orderStatusHistory.orderId })
    .from(orderStatusHistory)
    .where(like(orderStatusHistory.note, "Found at Cloudprinter%"));
  const foundIds = new Set(found.map((row) => row.orderId));
  const attemptsByOrder = new Map(submitJobs.map((job) => [String(job.payload.orderId), job.attempts]));
  return references.map((reference) => {
    const order = rows.find((row) => row.number === reference);
    return {
      reference,
      status: order?.status ?? "missing",
      submitted: Boolean(order?.submittedAt),
      attempts: order ? (attemptsByOrder.get(order.id) ?? 0) : 0,
      providerCopies: provider(reference).accepted,
      repeats: provider(reference).repeats,
      foundByInfo: order ? foundIds.has(order.id) : false,
    };
  });
}
