import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { seedTestCatalog } from "@/modules/catalog/testing";
import { pendingOrder } from "@/modules/checkout/testing";
import { orders } from "@/server/db/schema/orders";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import { exportAdminOrders, listAdminOrders } from "./orders-list.server";
import { parseAdminOrdersQuery } from "./orders-query";

const testDb = freshDatabasePerTest();

/** A pending order, then given the fields a test searches by. */
async function orderWith(values: Partial<typeof orders.$inferInsert>) {
  const { order } = await pendingOrder(testDb.current);
  await testDb.current.update(orders).set(values).where(eq(orders.id, order.id));
  return values.number ?? order.number;
}

const numbersOf = (rows: { number: string }[]) => rows.map((row) => row.number);
const search = async (q: string, status = "all") =>
  numbersOf((await listAdminOrders(testDb.current, parseAdminOrdersQuery({ q, status }))).rows).sort();
/** The numbers listed for URL parameters, in the list's order. */
const listed = async (raw: Record<string, string>) =>
  numbersOf((await listAdminOrders(testDb.current, parseAdminOrdersQuery(raw))).rows);

describe(`admin order list (${testEngine})`, () => {
  beforeEach(async () => {
    await seedTestCatalog(testDb.current);
  });

  it("searches number, provider order id, shipping name and e-mail, partly and in any case", async () => {
    await orderWith({ number: "PG-AAAA1111", shippingName: "Somchai Jaidee", email: "somchai@example.com" });
    await orderWith({
      number: "PG-BBBB2222",
      shippingName: "Nok Srisuk",
      email: "nok@Example.org",
      providerOrderId: "CP-778899",
    });
    await orderWith({ number: "PG-CCCC3333", shippingName: "Anan Dee", email: "anan@example.net" });

    expect(await search("pg-aaaa")).toEqual(["PG-AAAA1111"]);
    expect(await search("2222")).toEqual(["PG-BBBB2222"]);
    expect(await search("cp-7788")).toEqual(["PG-BBBB2222"]);
    expect(await search("JAIDEE")).toEqual(["PG-AAAA1111"]);
    expect(await search("example.ORG")).toEqual(["PG-BBBB2222"]);
    expect(await search("example")).toEqual(["PG-AAAA1111", "PG-BBBB2222", "PG-CCCC3333"]);
    expect(await search("nobody")).toEqual([]);
    expect(await search("")).toHaveLength(3);
  });

  it("takes % and _ in the search literally", async () => {
    await orderWith({ number: "PG-AAAA1111", shippingName: "50% Off_Co" });
    await orderWith({ number: "PG-BBBB2222", shippingName: "500 Off Co" });
    await orderWith({ number: "PG-CCCC3333", shippingName: "Back\\slash" });

    expect(await search("0%")).toEqual(["PG-AAAA1111"]);
    expect(await search("f_c")).toEqual(["PG-AAAA1111"]);
    expect(await search("%")).toEqual(["PG-AAAA1111"]);
    expect(await search("_")).toEqual(["PG-AAAA1111"]);
    expect(await search("k\\s")).toEqual(["PG-CCCC3333"]);
  });

  it("filters by status, together with the search", async () => {
    await orderWith({ number: "PG-AAAA1111", status: "shipped" });
    await orderWith({ number: "PG-BBBB2222", status: "pending" });
    await orderWith({ number: "PG-CCCC3333", status: "shipped", shippingName: "Anan Dee" });

    expect(await search("", "shipped")).toEqual(["PG-AAAA1111", "PG-CCCC3333"]);
    expect(await search("anan", "shipped")).toEqual(["PG-CCCC3333"]);
    expect(await search("anan", "pending")).toEqual([]);
    expect(await search("", "delivered")).toEqual([]);
  });

  it("pages newest first with a count of all matches, the last page when asked past the end", async () => {
    const day = (n: number) => new Date(Date.UTC(2026, 10, n));
    for (let n = 1; n <= 5; n += 1) {
      await orderWith({ number: `PG-PAGE000${n}`, createdAt: day(n) });
    }
    const page = (p: number) =>
      listAdminOrders(testDb.current, parseAdminOrdersQuery({ page: String(p) }), 2);

    const first = await page(1);
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(numbersOf(first.rows)).toEqual(["PG-PAGE0005", "PG-PAGE0004"]);
    expect(numbersOf((await page(2)).rows)).toEqual(["PG-PAGE0003", "PG-PAGE0002"]);
    const last = await page(3);
    expect(numbersOf(last.rows)).toEqual(["PG-PAGE0001"]);
    expect(await page(99)).toMatchObject({ page: 3, total: 5 });

    const none = await listAdminOrders(testDb.current, parseAdminOrdersQuery({ q: "nothing", page: "4" }), 2);
    expect(none).toEqual({ rows: [], total: 0, page: 1, pageSize: 2 });
  });

  it("exports every match, ignoring the page", async () => {
    await orderWith({ number: "PG-AAAA1111", status: "shipped" });
    await orderWith({ number: "PG-BBBB2222", status: "shipped" });
    await orderWith({ number: "PG-CCCC3333", status: "pending" });
    const rows = await exportAdminOrders(
      testDb.current,
      parseAdminOrdersQuery({ status: "shipped", page: "7" }),
    );
    expect(numbersOf(rows).sort()).toEqual(["PG-AAAA1111", "PG-BBBB2222"]);
  });

  it("finds names whatever their accents, and Thai names as they are", async () => {
    await orderWith({ number: "PG-AAAA1111", shippingName: "Jürgen Müller" });
    await orderWith({ number: "PG-BBBB2222", shippingName: "Anna Muller", email: "anna@müller.example" });
    await orderWith({ number: "PG-CCCC3333", shippingName: "สมชาย ใจดี", email: "somchai@example.com" });
    await orderWith({ number: "PG-DDDD4444", shippingName: "Chloé Ñúñez" });

    expect(await search("muller")).toEqual(["PG-AAAA1111", "PG-BBBB2222"]);
    expect(await search("MÜLLER")).toEqual(["PG-AAAA1111", "PG-BBBB2222"]);
    expect(await search("jurgen m")).toEqual(["PG-AAAA1111"]);
    expect(await search("chloe nunez")).toEqual(["PG-DDDD4444"]);
    expect(await search("anna@muller")).toEqual(["PG-BBBB2222"]);
    expect(await search("สมชาย")).toEqual(["PG-CCCC3333"]);
    expect(await search("ใจดี")).toEqual(["PG-CCCC3333"]);
    // A Thai tone mark is part of the word, not an accent: without it the name is another word.
    expect(await search("ใจด")).toEqual(["PG-CCCC3333"]);
    expect(await search("ใจดิ")).toEqual([]);
    // Regular-expression characters are taken literally.
    expect(await search("m.ller")).toEqual([]);
    expect(await search("(")).toEqual([]);
  });

  it("filters by payment status, partly refunded being paid with some money back", async () => {
    await orderWith({ number: "PG-AAAA1111", paymentStatus: "paid" });
    await orderWith({ number: "PG-BBBB2222", paymentStatus: "paid", refundedAmount: 500 });
    await orderWith({ number: "PG-CCCC3333", paymentStatus: "refunded", refundedAmount: 6921 });
    await orderWith({ number: "PG-DDDD4444", paymentStatus: "unpaid" });

    const payment = async (value: string) => (await listed({ payment: value })).sort();
    expect(await payment("paid")).toEqual(["PG-AAAA1111", "PG-BBBB2222"]);
    expect(await payment("partly_refunded")).toEqual(["PG-BBBB2222"]);
    expect(await payment("refunded")).toEqual(["PG-CCCC3333"]);
    expect(await payment("unpaid")).toEqual(["PG-DDDD4444"]);
    expect(await payment("lost")).toHaveLength(4);
  });

  it("filters by currency", async () => {
    await orderWith({ number: "PG-AAAA1111", currency: "THB" });
    await orderWith({ number: "PG-BBBB2222", currency: "EUR" });
    await orderWith({ number: "PG-CCCC3333", currency: "THB" });

    expect((await listed({ currency: "THB" })).sort()).toEqual(["PG-AAAA1111", "PG-CCCC3333"]);
    expect(await listed({ currency: "EUR" })).toEqual(["PG-BBBB2222"]);
    expect(await listed({ currency: "GBP" })).toEqual([]);
  });

  it("takes a date range as Bangkok days, both ends included", async () => {
    // Bangkok is UTC+7: the 1st of November there runs from 31 Oct 17:00 to 1 Nov 17:00 UTC.
    await orderWith({ number: "PG-AAAA1111", createdAt: new Date("2026-10-31T16:59:59Z") }); // 31 Oct, 23:59:59
    await orderWith({ number: "PG-BBBB2222", createdAt: new Date("2026-10-31T17:00:00Z") }); // 1 Nov, 00:00
    await orderWith({ number: "PG-CCCC3333", createdAt: new Date("2026-11-01T16:30:00Z") }); // 1 Nov, 23:30
    await orderWith({ number: "PG-DDDD4444", createdAt: new Date("2026-11-01T17:00:00Z") }); // 2 Nov, 00:00

    const range = async (raw: Record<string, string>) => (await listed(raw)).sort();
    expect(await range({ from: "2026-11-01", to: "2026-11-01" })).toEqual(["PG-BBBB2222", "PG-CCCC3333"]);
    expect(await range({ from: "2026-11-01" })).toEqual(["PG-BBBB2222", "PG-CCCC3333", "PG-DDDD4444"]);
    expect(await range({ to: "2026-10-31" })).toEqual(["PG-AAAA1111"]);
    expect(await range({ from: "2026-11-02", to: "2026-11-30" })).toEqual(["PG-DDDD4444"]);
    expect(await range({ from: "2026-11-02", to: "2026-11-01" })).toEqual([]);
    // A day that isn't one is left out, never an error.
    expect(await range({ from: "2026-02-30", to: "yesterday" })).toHaveLength(4);
    expect(await range({ from: "2026-11-01", currency: "USD" })).toEqual([
      "PG-BBBB2222",
      "PG-CCCC3333",
      "PG-DDDD4444",
    ]);
  });

  it("lists only the orders that need a person: a fulfilment issue or a dispute to answer", async () => {
    await orderWith({ number: "PG-AAAA1111", fulfilmentIssue: "Cloudprinter refused the order" });
    await orderWith({ number: "PG-BBBB2222", disputeId: "dp_1", disputeStatus: "needs_response" });
    await orderWith({ number: "PG-CCCC3333", disputeId: "dp_2", disputeStatus: "warning_needs_response" });
    await orderWith({ number: "PG-DDDD4444", disputeId: "dp_3", disputeStatus: "won" });
    await orderWith({ number: "PG-EEEE5555" });

    expect((await listed({ attention: "1" })).sort()).toEqual(["PG-AAAA1111", "PG-BBBB2222", "PG-CCCC3333"]);
    expect(await listed({ attention: "yes" })).toHaveLength(5);
    const rows = (await listAdminOrders(testDb.current, parseAdminOrdersQuery({}))).rows;
    const flagged = rows.filter((row) => row.needsAttention);
    expect(numbersOf(flagged).sort()).toEqual(["PG-AAAA1111", "PG-BBBB2222", "PG-CCCC3333"]);
  });

  it("sorts by date either way or by the USD total, the id breaking ties", async () => {
    const day = (n: number) => new Date(Date.UTC(2026, 10, n));
    await orderWith({
      number: "PG-AAAA1111",
      createdAt: day(1),
      total: 900_00,
      totalUsd: 25_00,
      currency: "THB",
    });
    await orderWith({ number: "PG-BBBB2222", createdAt: day(2), total: 50_00, totalUsd: 50_00 });
    await orderWith({ number: "PG-CCCC3333", createdAt: day(3), total: 10_00, totalUsd: 10_00 });
    await orderWith({ number: "PG-DDDD4444", createdAt: day(3), total: 25_00, totalUsd: 25_00 });

    expect((await listed({}))[3]).toBe("PG-AAAA1111");
    expect(await listed({ sort: "oldest" })).toEqual(["PG-AAAA1111", "PG-BBBB2222", ...(await tied(3))]);
    const high = await listed({ sort: "total_desc" });
    expect(high[0]).toBe("PG-BBBB2222");
    expect(high.slice(1, 3).sort()).toEqual(["PG-AAAA1111", "PG-DDDD4444"]);
    expect(high[3]).toBe("PG-CCCC3333");
    const low = await listed({ sort: "total_asc" });
    expect(low).toEqual([...high].reverse());
    // Pages of a tied sort neither repeat nor skip an order.
    const paged = [];
    for (let page = 1; page <= 4; page += 1) {
      const result = await listAdminOrders(
        testDb.current,
        parseAdminOrdersQuery({ sort: "total_desc", page: String(page) }),
        1,
      );
      paged.push(...numbersOf(result.rows));
    }
    expect(paged).toEqual(high);
    expect(await listed({ sort: "cheapest" })).toEqual(await listed({}));
  });

  it("exports with the list's filters and sort, with each order's lines", async () => {
    await orderWith({ number: "PG-AAAA1111", currency: "THB", totalUsd: 10_00 });
    await orderWith({ number: "PG-BBBB2222", currency: "THB", totalUsd: 30_00 });
    await orderWith({ number: "PG-CCCC3333", currency: "EUR" });
    const rows = await exportAdminOrders(
      testDb.current,
      parseAdminOrdersQuery({ currency: "THB", sort: "total_asc" }),
    );
    expect(numbersOf(rows)).toEqual(["PG-AAAA1111", "PG-BBBB2222"]);
    expect(rows[0]!.items).toHaveLength(1);
    expect(rows[0]!.items[0]).toMatch(/^2 × .+ \(.+\)$/);
    expect(rows[0]).toMatchObject({ totalUsd: 10_00, refundedAmount: null });
  });
});

/** The numbers of the orders created on a day of the oldest-first test, in id order. */
async function tied(day: number) {
  const rows = await testDb.current
    .select({ number: orders.number, id: orders.id, createdAt: orders.createdAt })
    .from(orders)
    .orderBy(orders.id);
  return rows.filter((row) => row.createdAt.getUTCDate() === day).map((row) => row.number);
}
