import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { signUpVerified } from "@/modules/accounts/testing";
import { users } from "@/server/db/schema/accounts";
import { auditLog } from "@/server/db/schema/audit";
import { markEdgeInFront } from "@/server/http/edge/edge-headers";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import { nextRequestPerTest } from "@/test/next-headers";
import { saveReportSettings } from "./actions";
import { parseReportSettings } from "./report-settings";
import { reportSettings } from "./report-settings.server";

markEdgeInFront();
// The action reads the session cookie from the request; outside Next.js the test supplies it.
vi.mock("next/headers", () => import("@/test/next-headers"));

const testDb = freshDatabasePerTest();
const nextRequest = nextRequestPerTest({ clientAddress: "203.0.113.33" });

async function signedIn(email: string, role: "customer" | "admin") {
  const account = await signUpVerified(email, undefined, { address: "198.51.100.83" });
  if (role === "admin")
    await testDb.current.update(users).set({ role: "admin" }).where(eq(users.id, account.userId));
  nextRequest.set({ cookie: account.cookie });
}

describe("the report settings' rules", () => {
  it("takes any zone Intl knows and a currency the shop charges in, naming each wrong field", () => {
    expect(parseReportSettings({ timeZone: " Europe/Berlin ", currency: "EUR" })).toEqual({
      ok: true,
      settings: { timeZone: "Europe/Berlin", currency: "EUR" },
    });
    expect(parseReportSettings({ timeZone: "Mars/Olympus", currency: "JPY" })).toEqual({
      ok: false,
      errors: { timeZone: "unknownZone", currency: "unknownCurrency" },
    });
  });
});

describe(`saving the report settings (${testEngine})`, () => {
  it("starts at Bangkok and US dollars, saves both audited, and refuses what it doesn't know", async () => {
    expect(await reportSettings()).toEqual({ timeZone: "Asia/Bangkok", currency: "USD" });
    await signedIn("staff@example.com", "admin");
    expect(await saveReportSettings({ timeZone: "Mars/Olympus", currency: "THB" })).toEqual({
      ok: false,
      error: "fields",
      errors: { timeZone: "unknownZone" },
    });
    expect(await reportSettings()).toEqual({ timeZone: "Asia/Bangkok", currency: "USD" });

    expect(await saveReportSettings({ timeZone: "Europe/London", currency: "THB" })).toEqual({
      ok: true,
      settings: { timeZone: "Europe/London", currency: "THB" },
    });
    expect(await reportSettings()).toEqual({ timeZone: "Europe/London", currency: "THB" });
    const entries = await testDb.current.select().from(auditLog).orderBy(auditLog.targetId);
    expect(entries).toMatchObject([
      {
        action: "setting.update",
        targetId: "reporting-currency",
        before: { value: "USD" },
        after: { value: "THB" },
      },
      {
        action: "setting.update",
        targetId: "shop-time-zone",
        before: { value: "Asia/Bangkok" },
        after: { value: "Europe/London" },
      },
    ]);
    // Saving the same again records nothing.
    await saveReportSettings({ timeZone: "Europe/London", currency: "THB" });
    expect(await testDb.current.select().from(auditLog)).toHaveLength(2);
  });

  it("refuses a customer", async () => {
    await signedIn("customer@example.com", "customer");
    expect(await saveReportSettings({ timeZone: "Europe/London", currency: "THB" })).toMatchObject({
      ok: false,
      error: "unauthorized",
    });
    expect(await reportSettings()).toEqual({ timeZone: "Asia/Bangkok", currency: "USD" });
  });
});
