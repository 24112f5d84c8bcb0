import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { seedTestCatalog } from "@/modules/catalog/testing";
import { pendingOrder } from "@/modules/checkout/testing";
import { seedExchangeRates } from "@/modules/money/server";
import { products } from "@/server/db/schema/catalog";
import { orderItems, orderRefunds, orders } from "@/server/db/schema/orders";
import { writeSetting } from "@/server/settings";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import { adminOverview } from "./overview.server";

const testDb = freshDatabasePerTest();
const NOW = new Date("2026-11-24T05:00:00Z");

/** A checkout's order, its amounts and payment then set outright (minor units of its currency). */
async function paidOrder(values: Partial<typeof orders.$inferInsert>) {
  const { order } = await pendingOrder(testDb.current);
  await testDb.current
    .update(orders)
    .set({ paymentStatus: "paid", status: "processing", ...values })
    .where(eq(orders.id, order.id));
  return order.id;
}

describe(`the overview in the reporting currency (${testEngine})`, () => {
  beforeEach(async () => {
    await seedTestCatalog(testDb.current);
    await seedExchangeRates(testDb.current);
  });

  it("converts each summed figure once at today's rate, net and margin taken from the converted figures", async () => {
    await writeSetting(testDb.current, "reporting-currency", "THB");
    // $100 in dollars on the 5th: shipping $10, fee $3, printer $40; $20 of it refunded.
    const dollars = await paidOrder({
      currency: "USD",
      exchangeRate: "1",
      total: 10_000,
      totalUsd: 10_000,
      shippingCost: 1000,
      paymentFee: 300,
      printerCostUsd: 4000,
      paidAt: new Date("2026-11-05T10:00:00Z"),
    });
    await testDb.current
      .insert(orderRefunds)
      .values({ orderId: dollars, amount: 2000, currency: "USD", status: "refunded", reason: "test" });
    // ฿1,775 locked at 35.5 on the 6th = $50: shipping ฿213 = $6, fee ฿142 = $4, printer $18.
    await paidOrder({
      currency: "THB",
      exchangeRate: "35.5",
      total: 177_500,
      totalUsd: 5000,
      shippingCost: 21_300,
      paymentFee: 14_200,
      printerCostUsd: 1800,
      paidAt: new Date("2026-11-06T10:00:00Z"),
    });

    const overview = await adminOverview(testDb.current, { from: "2026-11-05", to: "2026-11-06" }, "th", NOW);
    expect(overview).toMatchObject({
      currency: "THB",
      rate: 34.5,
      timeZone: "Asia/Bangkok",
      today: "2026-11-24",
    });
    // In dollars: gross $150, refunds $20, shipping $16, fees $7, printer $58. Today's 34.5 baht per $,
    // each rounded to a whole baht: gross ฿5,175, refunds ฿690, shipping ฿552, fees ฿241.50 → ฿242,
    // printer ฿2,001. Net = 5175 − 690 = ฿4,485; margin = 4485 − 2001 − 242 = ฿2,242 (satang below).
    expect(overview.figures).toEqual({
      paidOrders: 2,
      gross: 517_500,
      refunds: 69_000,
      net: 448_500,
      shipping: 55_200,
      fees: 24_200,
      printerCost: 200_100,
      printerCostKnown: 2,
      margin: 224_200,
    });
    // The 5th: $100 − $20 = ฿3,450 − ฿690 = ฿2,760; the 6th: $50 = ฿1,725. Together the net card.
    expect(overview.days).toEqual([
      { day: "2026-11-05", orders: 1, gross: 345_000, refunds: 69_000, net: 276_000 },
      { day: "2026-11-06", orders: 1, gross: 172_500, refunds: 0, net: 172_500 },
    ]);
    // Top products carry the catalog's name in the viewer's language, not the order line's.
    const [line] = await testDb.current.select().from(orderItems).limit(1);
    const [product] = await testDb.current.select().from(products).where(eq(products.id, line!.productId));
    expect(overview.topProducts.map((top) => top.name)).toEqual([product!.name.th]);
  });

  it("shows the default period and says why when the URL's period is wrong", async () => {
    const overview = await adminOverview(testDb.current, { from: "2026-02-30" }, "en", NOW);
    expect(overview.period).toEqual({ from: "2026-10-26", to: "2026-11-24", days: 30, error: "invalidDate" });
    expect(overview.days).toHaveLength(30);
    expect(overview.currency).toBe("USD");
  });
});
