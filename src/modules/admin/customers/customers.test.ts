import { describe, expect, it } from "vitest";
import { userAddresses, users } from "@/server/db/schema/accounts";
import type { orders } from "@/server/db/schema/orders";
import { contactMessages } from "@/server/db/schema/support";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import { insertTestOrder } from "@/test/order-fixture";
import { parseCustomerKey } from "./customer-key";
import { loadAdminCustomer } from "./customer-detail.server";
import { listAdminCustomers } from "./customers-list.server";
import { parseAdminCustomersQuery } from "./customers-query";

const testDb = freshDatabasePerTest();
let orderCount = 0;

/** A paid order (unless told otherwise) with its own number, placed `daysAgo` days ago. */
async function order(daysAgo: number, values: Partial<typeof orders.$inferInsert> = {}) {
  orderCount += 1;
  return insertTestOrder(testDb.current, {
    number: `PG-CUST${String(orderCount).padStart(4, "0")}`,
    paymentStatus: "paid",
    createdAt: new Date(Date.UTC(2026, 10, 20) - daysAgo * 86_400_000),
    ...values,
  });
}

async function account(id: string, name: string, email: string, locale = "en") {
  await testDb.current
    .insert(users)
    .values({ id, name, email, locale, createdAt: new Date(Date.UTC(2026, 0, 1 + orderCount++)) });
}

const list = (raw: Record<string, string> = {}, pageSize?: number) =>
  listAdminCustomers(testDb.current, parseAdminCustomersQuery(raw), pageSize);
const keys = (rows: { key: string }[]) => rows.map((row) => row.key);

describe(`the Customers list (${testEngine})`, () => {
  it("makes one customer of a guest's orders under e-mails that differ only in case", async () => {
    await order(3, { email: "Nok.Wong@Example.org", shippingName: "Nok Wong", totalUsd: 1000 });
    await order(1, { email: "nok.wong@example.org", shippingName: "Nok W.", locale: "th", totalUsd: 2500 });
    await order(2, { email: "NOK.WONG@EXAMPLE.ORG", totalUsd: 500 });
    // An unpaid checkout is not an order: not counted, and alone it makes no customer.
    await order(0, { email: "nok.wong@example.org", paymentStatus: "unpaid", totalUsd: 99_999 });
    await order(0, { email: "abandoned@example.com", paymentStatus: "expired" });

    const result = await list();
    expect(result.total).toBe(1);
    expect(result.rows).toEqual([
      {
        key: "nok.wong@example.org",
        email: "nok.wong@example.org",
        name: "Nok W.",
        hasAccount: false,
        orders: 3,
        valueUsd: 4000,
        lastOrderAt: new Date(Date.UTC(2026, 10, 19)),
        locale: "th",
      },
    ]);
  });

  it("subtracts refunds from the lifetime value, converting THB back at each order's locked rate", async () => {
    // 3,550.00 THB at 35.5 per USD is $100.00; 710.00 THB refunded is $20.00.
    await order(5, {
      email: "ploy@example.com",
      currency: "THB",
      exchangeRate: "35.5",
      total: 355_000,
      totalUsd: 10_000,
      paymentStatus: "refunded",
      refundedAmount: 71_000,
    });
    // 100.00 THB at 35.123456 is $2.847…: rounded to 285 cents.
    await order(4, {
      email: "ploy@example.com",
      currency: "THB",
      exchangeRate: "35.123456",
      total: 20_000,
      totalUsd: 569,
      refundedAmount: 10_000,
    });
    // A USD order partly refunded: $50.00 - $12.34.
    await order(3, { email: "ploy@example.com", total: 5000, totalUsd: 5000, refundedAmount: 1234 });

    const [row] = (await list()).rows;
    expect(row).toMatchObject({ key: "ploy@example.com", orders: 3 });
    expect(row?.valueUsd).toBe(10_000 - 2000 + (569 - 285) + (5000 - 1234));
    const customer = await loadAdminCustomer(testDb.current, "ploy@example.com");
    expect(customer).toMatchObject({ paidOrders: 3, valueUsd: row?.valueUsd });
  });

  it("lists accounts without orders after the buyers, and marks buyers who have an account", async () => {
    await account("u-new", "Anan Dee", "anan@example.net", "th");
    await account("u-buyer", "Somchai Account", "Somchai@Example.com");
    await order(2, { email: "somchai@example.com", shippingName: "Somchai Jaidee", totalUsd: 7000 });
    await order(1, { email: "guest@example.com", shippingName: "Guest Buyer", totalUsd: 100 });

    const result = await list();
    expect(result.total).toBe(3);
    expect(result.rows.map((row) => [row.key, row.hasAccount, row.orders, row.name])).toEqual([
      ["guest@example.com", false, 1, "Guest Buyer"],
      ["somchai@example.com", true, 1, "Somchai Jaidee"],
      ["anan@example.net", true, 0, "Anan Dee"],
    ]);
    expect(result.rows[2]).toMatchObject({ valueUsd: 0, lastOrderAt: null, locale: "th" });

    expect(keys((await list({ sort: "value" })).rows)).toEqual([
      "somchai@example.com",
      "guest@example.com",
      "anan@example.net",
    ]);
  });

  it("finds customers by part of a name or e-mail in any case, on orders or on the account", async () => {
    await order(3, { email: "somchai@example.com", shippingName: "Somchai Jaidee" });
    await order(2, { email: "nok@shop.test", shippingName: "Nok Srisuk" });
    await account("u-anan", "Anan Account", "anan@example.net");
    await order(1, { email: "ANAN@example.net", shippingName: "A. Dee" });
    await account("u-ploy", "Ploy Chai", "ploy@example.org");

    const search = async (q: string) => keys((await list({ q })).rows).sort();
    expect(await search("MCHAI")).toEqual(["somchai@example.com"]);
    expect(await search("srisu")).toEqual(["nok@shop.test"]);
    expect(await search("@SHOP.")).toEqual(["nok@shop.test"]);
    // The account's name finds its buyer, whose orders carry another name.
    expect(await search("anan acc")).toEqual(["anan@example.net"]);
    // An account without orders is found too; "chai" is also in Somchai.
    expect(await search("chai")).toEqual(["ploy@example.org", "somchai@example.com"]);
    expect(await search("%")).toEqual([]);
    expect(await search("nobody")).toEqual([]);
    expect((await list({ q: "nobody" })).total).toBe(0);
  });

  it("sorts by paid orders and pages across buyers and accounts, the last page when asked past the end", async () => {
    for (let n = 1; n <= 3; n += 1) {
      for (let k = 0; k < n; k += 1) await order(10 - n, { email: `buyer${n}@example.com` });
    }
    await account("u-1", "One", "one@example.com");
    await account("u-2", "Two", "two@example.com");

    expect(keys((await list({ sort: "orders" })).rows).slice(0, 3)).toEqual([
      "buyer3@example.com",
      "buyer2@example.com",
      "buyer1@example.com",
    ]);
    const pages = await Promise.all([1, 2, 3].map((page) => list({ page: String(page) }, 2)));
    expect(pages.map((page) => keys(page.rows))).toEqual([
      ["buyer3@example.com", "buyer2@example.com"],
      ["buyer1@example.com", "two@example.com"],
      ["one@example.com"],
    ]);
    expect(pages[0]).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(await list({ page: "99" }, 2)).toMatchObject({ page: 3, total: 5 });
    expect(await list({ q: "zzz", page: "4" })).toEqual({ rows: [], total: 0, page: 1, pageSize: 25 });
  });
});

describe(`a customer's page (${testEngine})`, () => {
  it("shows every order, saved and used addresses and support messages of the address", async () => {
    await account("u-somchai", "Somchai", "somchai@example.com", "th");
    await testDb.current.insert(userAddresses).values({
      userId: "u-somchai",
      name: "Somchai Jaidee",
      addressLine1: "1 Silom Road",
      city: "Bangkok",
      postalCode: "10500",
      country: "TH",
      isDefault: true,
    });
    await order(3, { email: "Somchai@example.com", shippingAddress: "99 Sukhumvit Road" });
    await order(2, { email: "somchai@example.com", shippingAddress: "99 Sukhumvit Road" });
    await order(1, { email: "somchai@example.com", shippingAddress: "5 Rama IV", paymentStatus: "unpaid" });
    await order(1, { email: "someone.else@example.com" });
    await testDb.current.insert(contactMessages).values([
      { name: "S", email: "SOMCHAI@example.com", subject: "Where is my order?", message: "…", locale: "th" },
      { name: "X", email: "other@example.com", subject: "Other", message: "…", locale: "en" },
    ]);

    const customer = await loadAdminCustomer(testDb.current, "somchai@example.com");
    expect(customer?.account?.id).toBe("u-somchai");
    expect(customer?.orders.total).toBe(3);
    expect(customer?.orders.rows.map((row) => row.paymentStatus)).toEqual(["unpaid", "paid", "paid"]);
    expect(customer?.paidOrders).toBe(2);
    expect(customer?.savedAddresses.map((address) => address.addressLine1)).toEqual(["1 Silom Road"]);
    expect(customer?.shippingAddresses.map((address) => [address.address, address.orders])).toEqual([
      ["5 Rama IV", 1],
      ["99 Sukhumvit Road", 2],
    ]);
    expect(customer?.messages.map((message) => message.subject)).toEqual(["Where is my order?"]);
  });

  it("finds a guest's page and an account's without orders; an unknown address is not found", async () => {
    await order(1, { email: "guest@example.com" });
    await account("u-new", "New", "new@example.com");
    expect(await loadAdminCustomer(testDb.current, "guest@example.com")).toMatchObject({
      account: null,
      savedAddresses: [],
      paidOrders: 1,
    });
    expect(await loadAdminCustomer(testDb.current, "new@example.com")).toMatchObject({ paidOrders: 0 });
    expect(await loadAdminCustomer(testDb.current, "nobody@example.com")).toBeNull();
    // A key that cannot be an address never reaches the database.
    expect(parseCustomerKey("%E0%A4%A")).toBeNull();
  });
});
