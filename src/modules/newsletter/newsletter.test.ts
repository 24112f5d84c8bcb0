import { beforeEach, describe, expect, it, vi } from "vitest";
import { newsletterSubscribers } from "@/server/db/schema/newsletter";
import { testEngine, freshDatabasePerTest } from "@/test/database";
import { nextRequestPerTest } from "@/test/next-headers";
import { subscribeToNewsletter, type NewsletterState } from "./actions";
import { markEdgeInFront } from "@/server/http/edge/edge-headers";

vi.mock("next-intl/server", () => ({ getLocale: async () => "en" }));
// The client address header is trusted only behind the custom server (scripts/serve.ts), as here.
markEdgeInFront();
vi.mock("next/headers", () => import("@/test/next-headers"));

const testDb = freshDatabasePerTest();
const nextRequest = nextRequestPerTest();
const idle: NewsletterState = { status: "idle" };

function form(email: string): FormData {
  const data = new FormData();
  data.set("email", email);
  return data;
}

describe(`newsletter (${testEngine})`, () => {
  beforeEach(() => {
    nextRequest.set({ clientAddress: `198.51.100.${Math.floor(Math.random() * 200)}` });
  });

  it("stores a valid address once, lower-cased", async () => {
    expect(await subscribeToNewsletter(idle, form("  Nok@Example.COM "))).toEqual({ status: "subscribed" });
    const rows = await testDb.current.select().from(newsletterSubscribers);
    expect(rows.map((row) => row.email)).toEqual(["nok@example.com"]);
  });

  it("answers a repeat subscription the same way and keeps one row", async () => {
    await subscribeToNewsletter(idle, form("nok@example.com"));
    expect(await subscribeToNewsletter(idle, form("NOK@example.com"))).toEqual({ status: "subscribed" });
    expect(await testDb.current.select().from(newsletterSubscribers)).toHaveLength(1);
  });

  it("refuses an invalid address, stores nothing and gives the text back", async () => {
    expect(await subscribeToNewsletter(idle, form("not-an-email"))).toEqual({
      status: "error",
      error: "invalidEmail",
      email: "not-an-email",
    });
    expect(await subscribeToNewsletter(idle, form(""))).toMatchObject({ error: "invalidEmail" });
    expect(await testDb.current.select().from(newsletterSubscribers)).toHaveLength(0);
  });
});
