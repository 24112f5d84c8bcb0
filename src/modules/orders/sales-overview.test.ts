import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { seedTestCatalog } from "@/modules/catalog/testing";
import { pendingOrder } from "@/modules/checkout/testing";
import { orders } from "@/server/db/schema/orders";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import { salesOverview } from "./sales-overview.server";

const testDb = freshDatabasePerTest();

/** An order in a given state, its total and creation time set outright. */
async function orderWith(values: {
  status: string;
  paymentStatus: string;
  total: number;
  totalUsd?: number;
  currency?: string;
  createdAt: Date;
}) {
  const { order } = await pendingOrder(testDb.current);
  await testDb.current
    .update(orders)
    .set({ ...values, totalUsd: values.totalUsd ?? values.total, currency: values.currency ?? "USD" })
    .where(eq(orders.id, order.id));
  return order.number;
}

describe(`sales overview (${testEngine})`, () => {
  beforeEach(async () => {
    await seedTestCatalog(testDb.current);
  });

  it("counts and sums paid orders only, pending covering processing and printing", async () => {
    const day = (n: number) => new Date(Date.UTC(2026, 10, n));
    await orderWith({ status: "pending", paymentStatus: "paid", total: 1000, createdAt: day(1) });
    await orderWith({ status: "processing", paymentStatus: "paid", total: 2000, createdAt: day(2) });
    await orderWith({ status: "printing", paymentStatus: "paid", total: 3000, createdAt: day(3) });
    await orderWith({ status: "delivered", paymentStatus: "paid", total: 4000, createdAt: day(4) });
    await orderWith({
      status: "shipped",
      paymentStatus: "paid",
      total: 34_500,
      totalUsd: 1000,
      currency: "THB",
      createdAt: day(5),
    });
    await orderWith({ status: "pending", paymentStatus: "unpaid", total: 99_999, createdAt: day(6) });
    await orderWith({ status: "cancelled", paymentStatus: "failed", total: 77_777, createdAt: day(7) });

    const overview = await salesOverview(testDb.current);
    expect(overview.totalOrders).toBe(5);
    expect(overview.pending).toBe(3);
    expect(overview.completed).toBe(1);
    expect(overview.revenue).toEqual([
      { currency: "THB", total: 34_500 },
      { currency: "USD", total: 10_000 },
    ]);
    // ฿345 locked at 34.5 per $ is $10: the revenue card adds it to the dollars.
    expect(overview.revenueUsd).toBe(11_000);
    expect(overview.recent.map((order) => order.status)).toEqual([
      "shipped",
      "delivered",
      "printing",
      "processing",
      "pending",
    ]);
  });

  it("answers zeros for a new shop", async () => {
    expect(await salesOverview(testDb.current)).toEqual({
      totalOrders: 0,
      pending: 0,
      completed: 0,
      needsAttention: 0,
      revenueUsd: 0,
      revenue: [],
      recent: [],
    });
  });
});
