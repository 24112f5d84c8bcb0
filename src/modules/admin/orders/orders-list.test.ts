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
});
