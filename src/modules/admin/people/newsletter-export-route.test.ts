import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { GET } from "@/app/api/admin/newsletter/export/route";
import { signUpVerified } from "@/modules/accounts/testing";
import { users } from "@/server/db/schema/accounts";
import { newsletterSubscribers } from "@/server/db/schema/newsletter";
import { env } from "@/server/env";
import { markEdgeInFront } from "@/server/http/edge/edge-headers";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import { nextRequestPerTest } from "@/test/next-headers";

markEdgeInFront();
// authorize() reads the session cookie through next/headers; outside Next.js it is the request's own.
vi.mock("next/headers", () => import("@/test/next-headers"));

const testDb = freshDatabasePerTest();
const nextRequest = nextRequestPerTest({ clientAddress: "203.0.113.41" });

function exportRequest(cookie = "") {
  nextRequest.set({ cookie });
  const request = new Request(`${env().APP_URL}/api/admin/newsletter/export`, {
    headers: cookie ? { cookie } : {},
  });
  return GET(request, undefined);
}

describe(`admin newsletter export route (${testEngine})`, () => {
  it("answers 401 to a visitor and 403 to a customer, as JSON", async () => {
    const visitor = await exportRequest();
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toEqual({ error: "unauthorized" });

    const customer = await signUpVerified("customer@example.com", undefined, { address: "198.51.100.61" });
    const refused = await exportRequest(customer.cookie);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: "forbidden" });
  });

  it("gives staff every subscriber, latest first, as an attached CSV with formulas defused", async () => {
    await testDb.current.insert(newsletterSubscribers).values([
      { email: "first@example.com", locale: "en", createdAt: new Date("2026-01-01T08:00:00Z") },
      { email: "=cmd@example.com", locale: "th", createdAt: new Date("2026-02-01T09:30:00Z") },
    ]);
    const staff = await signUpVerified("staff@example.com", undefined, { address: "198.51.100.62" });
    await testDb.current.update(users).set({ role: "admin" }).where(eq(users.id, staff.userId));

    const response = await exportRequest(staff.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="printgo-newsletter-.+\.csv"$/,
    );
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe(
      "email,language,subscribed_at_utc\r\n" +
        "'=cmd@example.com,th,2026-02-01T09:30:00.000Z\r\n" +
        "first@example.com,en,2026-01-01T08:00:00.000Z\r\n",
    );
  });
});
