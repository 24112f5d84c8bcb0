import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { seedTestCatalog } from "@/modules/catalog/testing";
import { pendingOrder, type TestCartLine } from "@/modules/checkout/testing";
import { providerLogs } from "@/server/db/schema/fulfilment";
import { orderItems, orders } from "@/server/db/schema/orders";
import { freshDatabasePerTest } from "@/test/database";
import type { CpNewOrder, CpQuoteRequest } from "./cloudcore-schemas";
import { submitOrder } from "./submit-order.server";
import { simForTest } from "./test-print-orders";
import { providerEnvPerTest } from "./test-provider-env";

const testDb = freshDatabasePerTest();
providerEnvPerTest();

/** One line per kind of mapping: packs (copies), another product with pages, finishes, papers, box of 250. */
const lines: TestCartLine[] = [
  { productId: 1, options: { finish: "premium-uv", pack: "500" }, quantity: 2 },
  { productId: 2, options: { size: "12x12", pages: "60" }, quantity: 1 },
  { productId: 5, options: { paper: "silk-350", pack: "250" }, quantity: 3 },
  { productId: 12, options: { finish: "soft-touch" }, quantity: 2 },
  { productId: 11, options: { pages: "48", "cover-finish": "gloss" }, quantity: 1 },
];

const requestOf = async <T>(path: string) => {
  const [row] = await testDb.current
    .select()
    .from(providerLogs)
    .where(eq(providerLogs.path, path))
    .orderBy(asc(providerLogs.id));
  return row?.requestBody as T;
};

describe("the quote and the print order of the same cart", () => {
  it("send every line with the same product, options and count, as the snapshot on the order says", async () => {
    await simForTest();
    await seedTestCatalog(testDb.current);
    // Checkout rates the cart with orders/quote (through the shipping provider source) and keeps each
    // line's provider line on its order item.
    const { order } = await pendingOrder(testDb.current, lines);
    await testDb.current
      .update(orders)
      .set({ paymentStatus: "paid", paidAt: new Date() })
      .where(eq(orders.id, order.id));
    await submitOrder(testDb.current, order.id, { jobId: 1, attempt: 1, maxAttempts: 8 });

    const quoted = (await requestOf<CpQuoteRequest>("orders/quote")).items;
    const added = (await requestOf<CpNewOrder>("orders/add")).items;
    const printed = ({ product, options, count }: { product: string; options?: unknown; count: string }) => ({
      product,
      options,
      count,
    });
    expect(added.map(printed)).toEqual(quoted.map(printed));
    expect(added.map(printed)).toEqual([
      {
        product: "businesscard_ss_int_bc_fc",
        options: [{ type: "product_finish_soft_touch_front", count: "1" }],
        count: "1000",
      },
      { product: "photobook_cw_s300_s_fc", options: [{ type: "total_pages", count: "60" }], count: "1" },
      { product: "flyer_ss_a5_fc", options: [{ type: "paper_350mcg", count: "1" }], count: "750" },
      {
        product: "businesscard_ss_s55_mm_bc_fc",
        options: [{ type: "product_finish_soft_touch_front", count: "1" }],
        count: "500",
      },
      {
        product: "photobook_pb_a4_p_fc",
        options: [
          { type: "total_pages", count: "48" },
          { type: "cover_finish_gloss", count: "1" },
        ],
        count: "1",
      },
    ]);

    const snapshots = await testDb.current
      .select({ line: orderItems.providerLine })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.position));
    expect(snapshots.map(({ line }) => line && { ...line, count: String(line.count) })).toEqual(
      added.map(({ product, options, count }) => ({
        product,
        options: options?.map((option) => ({ type: option.type, count: Number(option.count) })),
        count,
      })),
    );
  });

  it("derives the line from the current catalog for an item ordered before snapshots existed", async () => {
    await simForTest();
    await seedTestCatalog(testDb.current);
    const { order } = await pendingOrder(testDb.current, [lines[0]!]);
    await testDb.current
      .update(orderItems)
      .set({ providerLine: null })
      .where(eq(orderItems.orderId, order.id));
    await testDb.current
      .update(orders)
      .set({ paymentStatus: "paid", paidAt: new Date() })
      .where(eq(orders.id, order.id));
    await submitOrder(testDb.current, order.id, { jobId: 1, attempt: 1, maxAttempts: 8 });
    const [item] = (await requestOf<CpNewOrder>("orders/add")).items;
    expect(item).toMatchObject({
      product: "businesscard_ss_int_bc_fc",
      options: [{ type: "product_finish_soft_touch_front", count: "1" }],
      count: "1000",
    });
  });
});
