import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { seedTestCatalog } from "@/modules/catalog/testing";
import { pendingOrder } from "@/modules/checkout/testing";
import { orders } from "@/server/db/schema/orders";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import { parseOverviewRange } from "./overview-range";
import { overviewSeries } from "./overview-series.server";

const testDb = freshDatabasePerTest();

/** An order in a given payment state, paid (or made) at a given moment. */
async function orderAt(values: {
  paymentStatus: string;
  total: number;
  currency?: string;
  paidAt?: Date | null;
  createdAt: Date;
}) {
  const { order } = await pendingOrder(testDb.current);
  await testDb.current
    .update(orders)
    .set({ ...values, currency: values.currency ?? "USD" })
    .where(eq(orders.id, order.id));
}

const NOW = new Date("2026-11-24T15:00:00Z");
const at = (iso: string) => new Date(iso);

describe(`the overview's orders and revenue per day (${testEngine})`, () => {
  beforeEach(async () => {
    await seedTestCatalog(testDb.current);
  });

  it("has one point per day for 30 or 90 days, today last, days without orders as zero", async () => {
    const thirty = await overviewSeries(testDb.current, 30, NOW);
    expect(thirty.days).toHaveLength(30);
    expect(thirty.days[0]).toEqual({ day: "2026-10-26", orders: 0, revenue: {} });
    expect(thirty.days.at(-1)!.day).toBe("2026-11-24");
    expect(thirty.currencies).toEqual(["USD"]);
    const ninety = await overviewSeries(testDb.current, 90, NOW);
    expect(ninety.days).toHaveLength(90);
    expect(ninety.days[0]!.day).toBe("2026-08-27");
    expect(ninety.days.every((day) => day.orders === 0)).toBe(true);
  });

  it("counts paid orders on the shop's day (Bangkok) they were paid, per currency, and leaves out the rest", async () => {
    // 00:30 on the 24th in Bangkok, still the 23rd in UTC: the shop's day counts.
    await orderAt({
      paymentStatus: "paid",
      total: 1000,
      paidAt: at("2026-11-23T17:30:00Z"),
      createdAt: at("2026-11-23T17:20:00Z"),
    });
    await orderAt({
      paymentStatus: "paid",
      total: 2500,
      paidAt: at("2026-11-24T14:00:00Z"),
      createdAt: at("2026-11-24T13:59:00Z"),
    });
    await orderAt({
      paymentStatus: "paid",
      total: 90_000,
      currency: "THB",
      paidAt: at("2026-11-24T01:00:00Z"),
      createdAt: at("2026-11-24T00:59:00Z"),
    });
    // 23:30 on the 23rd in Bangkok.
    await orderAt({
      paymentStatus: "paid",
      total: 400,
      paidAt: at("2026-11-23T16:30:00Z"),
      createdAt: at("2026-11-23T16:29:00Z"),
    });
    // No paid_at (older rows): its creation day counts.
    await orderAt({ paymentStatus: "paid", total: 700, paidAt: null, createdAt: at("2026-11-20T12:00:00Z") });
    await orderAt({ paymentStatus: "unpaid", total: 99_999, createdAt: at("2026-11-24T10:00:00Z") });
    await orderAt({ paymentStatus: "failed", total: 88_888, createdAt: at("2026-11-22T10:00:00Z") });
    // 23:59 on 25 October in Bangkok: the day before the 30 days start.
    await orderAt({
      paymentStatus: "paid",
      total: 5000,
      paidAt: at("2026-10-25T16:59:00Z"),
      createdAt: at("2026-10-25T16:00:00Z"),
    });

    const series = await overviewSeries(testDb.current, 30, NOW);
    const day = (date: string) => series.days.find((point) => point.day === date);
    expect(day("2026-11-24")).toEqual({ day: "2026-11-24", orders: 3, revenue: { THB: 90_000, USD: 3500 } });
    expect(day("2026-11-23")).toEqual({ day: "2026-11-23", orders: 1, revenue: { USD: 400 } });
    expect(day("2026-11-22")!.orders).toBe(0);
    expect(day("2026-11-20")).toEqual({ day: "2026-11-20", orders: 1, revenue: { USD: 700 } });
    expect(series.days.reduce((sum, point) => sum + point.orders, 0)).toBe(5);
    expect(series.currencies).toEqual(["THB", "USD"]);
    expect(
      (await overviewSeries(testDb.current, 90, NOW)).days.reduce((sum, point) => sum + point.orders, 0),
    ).toBe(6);
  });

  it("starts the shop's new day at midnight in Bangkok, 17:00 UTC", async () => {
    const series = await overviewSeries(testDb.current, 30, new Date("2026-11-24T17:00:00Z"));
    expect(series.days.at(-1)!.day).toBe("2026-11-25");
  });
});

describe("the chart's range in the URL", () => {
  it("takes 30 or 90 and falls back to 30 for anything else", () => {
    expect(parseOverviewRange({})).toBe(30);
    expect(parseOverviewRange({ range: "90" })).toBe(90);
    expect(parseOverviewRange({ range: ["90", "30"] })).toBe(90);
    expect(parseOverviewRange({ range: "7" })).toBe(30);
    expect(parseOverviewRange({ range: "abc" })).toBe(30);
  });
});
