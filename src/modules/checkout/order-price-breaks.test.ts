import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { seedTestCatalog } from "@/modules/catalog/testing";
import { orderItems, orders } from "@/server/db/schema/orders";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import { pendingOrder } from "./test-orders";

const testDb = freshDatabasePerTest();

// A3 posters, standard paper: $8.99 listed; 10% off from 25, 15% from 100 (docs/product-rules.md#price-breaks).
const posters = (quantity: number) => [{ productId: 4, options: { paper: "standard" }, quantity }];

describe(`order lines at price-break tiers (${testEngine})`, () => {
  beforeEach(async () => {
    await seedTestCatalog(testDb.current);
  });

  it("charges the 100+ tier price for 100 units on the order's line and subtotal", async () => {
    const { order } = await pendingOrder(testDb.current, posters(100));
    // 899 × 0.85 = 764.15 → 764 a poster.
    const items = await testDb.current.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(items).toMatchObject([{ quantity: 100, unitPrice: 764, lineTotal: 76_400 }]);
    const [stored] = await testDb.current.select().from(orders).where(eq(orders.id, order.id));
    expect(stored!.subtotal).toBe(76_400);
  });

  it("charges the list price below the first tier", async () => {
    const { order } = await pendingOrder(testDb.current, posters(24));
    const items = await testDb.current.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(items).toMatchObject([{ quantity: 24, unitPrice: 899, lineTotal: 24 * 899 }]);
  });
});
