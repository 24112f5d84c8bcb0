import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { GET } from "@/app/api/admin/orders/export/route";
import { signUpVerified } from "@/modules/accounts/testing";
import { seedTestCatalog } from "@/modules/catalog/testing";
import { pendingOrder } from "@/modules/checkout/testing";
import { users } from "@/server/db/schema/accounts";
import { orders } from "@/server/db/schema/orders";
import { env } from "@/server/env";
import { markEdgeInFront } from "@/server/http/edge/edge-headers";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import { nextRequestPerTest } from "@/test/next-headers";

markEdgeInFront();
// authorize() reads the session cookie through next/headers; outside Next.js it is the request's own.
vi.mock("next/headers", () => import("@/test/next-headers"));

const testDb = freshDatabasePerTest();
const nextRequest = nextRequestPerTest({ clientAddress: "203.0.113.40" });

/** A GET to the export as a browser sends it, with the cookie it holds (or none). */
function exportRequest(search: string, cookie = "") {
  nextRequest.set({ cookie });
  const request = new Request(`${env().APP_URL}/api/admin/orders/export${search}`, {
    headers: cookie ? { cookie } : {},
  });
  return GET(request, undefined);
}

describe(`admin order export route (${testEngine})`, () => {
  beforeEach(async () => {
    await seedTestCatalog(testDb.current);
  });

  it("answers 401 to a visitor and 403 to a customer, as JSON", async () => {
    const visitor = await exportRequest("");
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toEqual({ error: "unauthorized" });

    const customer = await signUpVerified("customer@example.com", undefined, { address: "198.51.100.41" });
    const refused = await exportRequest("", customer.cookie);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: "forbidden" });
  });

  it("gives staff the filtered orders as an attached, escaped CSV", async () => {
    const { order: shipped } = await pendingOrder(testDb.current);
    await testDb.current
      .update(orders)
      .set({
        status: "shipped",
        shippingName: '=HYPERLINK("x"), "Nok"',
        phone: "+66 81 234 5678",
        total: 12_345,
        totalUsd: 353,
        exchangeRate: "35",
        currency: "THB",
      })
      .where(eq(orders.id, shipped.id));
    await pendingOrder(testDb.current);
    const { order: otherCurrency } = await pendingOrder(testDb.current);
    await testDb.current.update(orders).set({ status: "shipped" }).where(eq(orders.id, otherCurrency.id));
    const staff = await signUpVerified("staff@example.com", undefined, { address: "198.51.100.42" });
    await testDb.current.update(users).set({ role: "admin" }).where(eq(users.id, staff.userId));

    const response = await exportRequest("?status=shipped&currency=THB&page=9", staff.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="printgo-orders-.+\.csv"$/,
    );
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const bytes = new Uint8Array(await response.arrayBuffer());
    // The byte-order mark Excel needs for Thai (Response.text() would silently drop it).
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    expect(text.startsWith("number,created_at_utc,status,")).toBe(true);
    const lines = text.trimEnd().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${shipped.number},`);
    expect(lines[1]).toContain(`,shipped,`);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x""), ""Nok"""`);
    expect(lines[1]).toContain(",'+66 81 234 5678,");
    expect(lines[1]).toMatch(/,"2 × [^"]+ \([^"]+\)",6\.99,2\.24,123\.45,,THB,3\.53,35\.000000,/);
  });
});
