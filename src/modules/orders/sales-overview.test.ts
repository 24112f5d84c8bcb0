import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { orderItems, orderRefunds, orderReprints, orders } from "@/server/db/schema/orders";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import { recentPaidOrders, salesOverview } from "./sales-overview.server";

const testDb = freshDatabasePerTest();
const at = (iso: string) => new Date(iso);
let sequence = 0;

type Line = { productId: number; quantity: number; lineTotal: number };

/**
 * One order row as stored, amounts in its currency's minor units at its locked rate, with its lines.
 * Inserted as the table holds it (not through checkout) so every figure below is the test's own.
 */
async function order(values: {
  paymentStatus: string;
  status: string;
  currency?: "USD" | "THB";
  rate?: string;
  subtotal: number;
  shippingCost: number;
  paymentFee: number;
  totalUsd: number;
  paidAt?: Date | null;
  createdAt: Date;
  printerCostUsd?: number | null;
  refundedAmount?: number | null;
  fulfilmentIssue?: string | null;
  lines?: Line[];
}) {
  sequence += 1;
  const { lines = [], rate = "1", currency = "USD", ...rest } = values;
  const [row] = await testDb.current
    .insert(orders)
    .values({
      ...rest,
      number: `PG-TEST${String(sequence).padStart(4, "0")}`,
      locale: currency === "THB" ? "th" : "en",
      checkoutKey: randomUUID(),
      email: `buyer${sequence}@example.com`,
      phone: "+66 81 000 0000",
      shippingName: "Malee Jaidee",
      shippingAddress: "99 Road",
      shippingCity: "Bangkok",
      shippingPostalCode: "10110",
      shippingCountry: "TH",
      shippingLevel: "cp_ground",
      deliveryMinDays: 3,
      deliveryMaxDays: 6,
      paymentMethod: "card",
      total: values.subtotal + values.shippingCost + values.paymentFee,
      currency,
      exchangeRate: rate,
    })
    .returning({ id: orders.id });
  const orderId = row!.id;
  if (lines.length > 0)
    await testDb.current.insert(orderItems).values(
      lines.map((line, position) => ({
        orderId,
        position,
        productId: line.productId,
        productReference: `ref-${line.productId}`,
        name: `Product ${line.productId}`,
        options: [],
        files: [],
        quantity: line.quantity,
        unitPrice: line.lineTotal / line.quantity,
        lineTotal: line.lineTotal,
      })),
    );
  return orderId;
}

async function refund(orderId: string, amount: number, currency: string, status: string) {
  await testDb.current.insert(orderRefunds).values({ orderId, amount, currency, status, reason: "test" });
}

const BANGKOK = "Asia/Bangkok";

describe(`the overview's sales figures (${testEngine})`, () => {
  it("adds up a mixed period by hand: currencies at their locked rates, refunds, reprints, shop days", async () => {
    // A: USD, paid 23:30 Bangkok on the 5th (16:30 UTC): the 5th. $40 + $8 shipping + $2 fee = $50.
    await order({
      paymentStatus: "paid",
      status: "delivered",
      subtotal: 4000,
      shippingCost: 800,
      paymentFee: 200,
      totalUsd: 5000,
      paidAt: at("2026-11-05T16:30:00Z"),
      createdAt: at("2026-11-05T16:25:00Z"),
      printerCostUsd: 2100,
      lines: [{ productId: 1, quantity: 2, lineTotal: 4000 }],
    });
    // B: THB locked at 35.5 per $, paid 06:30 Bangkok on the 6th (23:30 UTC on the 5th): the 6th.
    // ฿1,420 + ฿213 + ฿142 = ฿1,775 = $50.00; shipping ฿213 = $6.00, fee ฿142 = $4.00, line ฿1,420 = $40.00.
    // Partly refunded: ฿355 done (= $10.00), and a ฿710 refund Stripe refused, which counts for nothing.
    const baht = await order({
      paymentStatus: "paid",
      status: "processing",
      currency: "THB",
      rate: "35.500000",
      subtotal: 142_000,
      shippingCost: 21_300,
      paymentFee: 14_200,
      totalUsd: 5000,
      paidAt: at("2026-11-05T23:30:00Z"),
      createdAt: at("2026-11-05T23:28:00Z"),
      printerCostUsd: 1800,
      refundedAmount: 35_500,
      lines: [{ productId: 2, quantity: 1, lineTotal: 142_000 }],
    });
    await refund(baht, 35_500, "THB", "refunded");
    await refund(baht, 71_000, "THB", "failed");
    // C: USD $25 + $4 + $1 = $30 at 10:00 on the 6th; printer $12 and a reprint that cost $9.
    const reprinted = await order({
      paymentStatus: "paid",
      status: "shipped",
      subtotal: 2500,
      shippingCost: 400,
      paymentFee: 100,
      totalUsd: 3000,
      paidAt: at("2026-11-06T03:00:00Z"),
      createdAt: at("2026-11-06T02:58:00Z"),
      printerCostUsd: 1200,
      lines: [{ productId: 1, quantity: 1, lineTotal: 2500 }],
    });
    await testDb.current.insert(orderReprints).values({
      orderId: reprinted,
      number: "PG-TEST-R1",
      lines: [{ position: 0, quantity: 1 }],
      reason: "smudged",
      costUsd: 900,
    });
    // D: USD $17 + $2 + $1 = $20 at 17:00 on the 6th; printer cost not known yet; needs attention.
    await order({
      paymentStatus: "paid",
      status: "pending",
      subtotal: 1700,
      shippingCost: 200,
      paymentFee: 100,
      totalUsd: 2000,
      paidAt: at("2026-11-06T10:00:00Z"),
      createdAt: at("2026-11-06T09:59:00Z"),
      fulfilmentIssue: "Cloudprinter refused the order",
      lines: [{ productId: 3, quantity: 2, lineTotal: 1700 }],
    });
    // H: an old row without paid_at: its creation, 19:00 on the 6th, counts. $10, printer $5.
    await order({
      paymentStatus: "paid",
      status: "delivered",
      subtotal: 1000,
      shippingCost: 0,
      paymentFee: 0,
      totalUsd: 1000,
      paidAt: null,
      createdAt: at("2026-11-06T12:00:00Z"),
      printerCostUsd: 500,
      lines: [{ productId: 3, quantity: 1, lineTotal: 1000 }],
    });
    // I: wholly refunded ($35 + $4 + $1 = $40 at 12:00 on the 5th, refunded $40): a sale and its refund.
    const wholly = await order({
      paymentStatus: "refunded",
      status: "cancelled",
      subtotal: 3500,
      shippingCost: 400,
      paymentFee: 100,
      totalUsd: 4000,
      paidAt: at("2026-11-05T05:00:00Z"),
      createdAt: at("2026-11-05T04:58:00Z"),
      printerCostUsd: 0,
      refundedAmount: 4000,
      lines: [{ productId: 2, quantity: 1, lineTotal: 3500 }],
    });
    await refund(wholly, 4000, "USD", "refunded");
    // E, F: abandoned checkouts created in the period: $99 unpaid, ฿710 (= $20) expired at 01:00 on the 6th.
    await order({
      paymentStatus: "unpaid",
      status: "pending",
      subtotal: 9900,
      shippingCost: 0,
      paymentFee: 0,
      totalUsd: 9900,
      createdAt: at("2026-11-06T05:00:00Z"),
    });
    await order({
      paymentStatus: "expired",
      status: "cancelled",
      currency: "THB",
      rate: "35.500000",
      subtotal: 71_000,
      shippingCost: 0,
      paymentFee: 0,
      totalUsd: 2000,
      createdAt: at("2026-11-05T18:00:00Z"),
    });
    // G: paid 23:59 Bangkok on the 4th (16:59 UTC): outside the period, but still waiting to ship.
    await order({
      paymentStatus: "paid",
      status: "pending",
      subtotal: 7777,
      shippingCost: 0,
      paymentFee: 0,
      totalUsd: 7777,
      paidAt: at("2026-11-04T16:59:00Z"),
      createdAt: at("2026-11-04T16:50:00Z"),
      printerCostUsd: 1000,
    });

    const overview = await salesOverview(testDb.current, {
      from: "2026-11-05",
      to: "2026-11-06",
      timeZone: BANGKOK,
    });
    // Paid in the period: A, B, C, D, H, I = 6.
    // Gross: 5000 + 5000 + 3000 + 2000 + 1000 + 4000 = $200.00. Refunds: B $10 + I $40 = $50.00.
    // Shipping: 800 + 600 + 400 + 200 + 0 + 400 = $24.00. Fees: 200 + 400 + 100 + 100 + 0 + 100 = $9.00.
    // Printer: A 2100 + B 1800 + C (1200 + 900) + D unknown + H 500 + I 0 = $65.00, known for 5 of 6.
    expect(overview.figures).toEqual({
      paidOrders: 6,
      grossUsd: 20_000,
      refundsUsd: 5000,
      shippingUsd: 2400,
      feesUsd: 900,
      printerCostUsd: 6500,
      printerCostKnown: 5,
    });
    // Net = 20000 − 5000 = $150.00; margin = net − printer − fees = 15000 − 6500 − 900 = $76.00.
    const net = overview.figures.grossUsd - overview.figures.refundsUsd;
    expect(net).toBe(15_000);
    expect(net - overview.figures.printerCostUsd - overview.figures.feesUsd).toBe(7600);
    // The 5th: A (23:30) and I; the 6th: B (06:30), C, D, H. Refunds on their order's day.
    expect(overview.days).toEqual([
      { day: "2026-11-05", orders: 2, grossUsd: 9000, refundsUsd: 4000 },
      { day: "2026-11-06", orders: 4, grossUsd: 11_000, refundsUsd: 1000 },
    ]);
    // Abandoned: E $99 + F $20. Awaiting shipment: B, D and G (any day). Attention: D.
    expect(overview.abandoned).toEqual({ count: 2, valueUsd: 11_900 });
    expect(overview.awaitingShipment).toBe(3);
    expect(overview.needsAttention).toBe(1);
    // Products, the wholly refunded I left out: 1 = A $40 ×2 + C $25 ×1; 2 = B $40; 3 = D $17 ×2 + H $10.
    expect(overview.topProducts).toEqual([
      { productId: 1, name: "Product 1", quantity: 3, revenueUsd: 6500 },
      { productId: 2, name: "Product 2", quantity: 1, revenueUsd: 4000 },
      { productId: 3, name: "Product 3", quantity: 3, revenueUsd: 2700 },
    ]);

    // A day alone: the 5th in Bangkok ends at 17:00 UTC, so A (16:30 UTC) is in and B (23:30 UTC) is not.
    const fifth = await salesOverview(testDb.current, {
      from: "2026-11-05",
      to: "2026-11-05",
      timeZone: BANGKOK,
    });
    expect(fifth.days).toEqual([{ day: "2026-11-05", orders: 2, grossUsd: 9000, refundsUsd: 4000 }]);
    // The same moments as UTC days: A and B both on the 5th, with I.
    const utc = await salesOverview(testDb.current, {
      from: "2026-11-05",
      to: "2026-11-05",
      timeZone: "UTC",
    });
    expect(utc.days).toEqual([{ day: "2026-11-05", orders: 3, grossUsd: 14_000, refundsUsd: 5000 }]);

    // Recent activity: orders whose payment arrived, newest first (the refunded one included).
    expect((await recentPaidOrders(testDb.current)).map((recent) => recent.status)).toEqual([
      "delivered",
      "pending",
      "shipped",
      "processing",
      "delivered",
    ]);
  });

  it("answers zeros, and a zero for every day, for a new shop", async () => {
    const overview = await salesOverview(testDb.current, {
      from: "2026-11-01",
      to: "2026-11-03",
      timeZone: BANGKOK,
    });
    expect(overview).toEqual({
      figures: {
        paidOrders: 0,
        grossUsd: 0,
        refundsUsd: 0,
        shippingUsd: 0,
        feesUsd: 0,
        printerCostUsd: 0,
        printerCostKnown: 0,
      },
      days: ["2026-11-01", "2026-11-02", "2026-11-03"].map((day) => ({
        day,
        orders: 0,
        grossUsd: 0,
        refundsUsd: 0,
      })),
      topProducts: [],
      abandoned: { count: 0, valueUsd: 0 },
      awaitingShipment: 0,
      needsAttention: 0,
    });
    expect(await recentPaidOrders(testDb.current)).toEqual([]);
  });
});
