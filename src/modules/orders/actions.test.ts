import { beforeEach, describe, expect, it, vi } from "vitest";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import { insertTestOrder } from "@/test/order-fixture";
import { trackOrder, type TrackOrderState } from "./actions";

// The action reads the request's address (rate limit, logger); outside Next.js we supply it.
const request = vi.hoisted(() => ({ address: "203.0.113.7" }));
vi.mock("next-intl/server", () => ({ getLocale: async () => "en" }));
vi.mock("next/headers", () => ({ headers: async () => new Headers({ "x-forwarded-for": request.address }) }));

const testDb = freshDatabasePerTest();
const idle: TrackOrderState = { status: "idle" };

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

describe(`trackOrder action (${testEngine})`, () => {
  beforeEach(() => {
    request.address = `198.51.100.${Math.floor(Math.random() * 250)}`;
  });

  it("asks for an order number and an e-mail, keeping what was typed", async () => {
    expect(await trackOrder(idle, form({ order: "  ", email: "" }))).toEqual({
      status: "error",
      error: "numberRequired",
      fieldErrors: { order: "numberRequired", email: "emailRequired" },
      values: { order: "  ", email: "" },
    });
    expect(await trackOrder(idle, form({ order: "PG-7KQ2M9XB" }))).toMatchObject({
      error: "emailRequired",
      fieldErrors: { email: "emailRequired" },
      values: { order: "PG-7KQ2M9XB", email: "" },
    });
    expect(await trackOrder(idle, form({ order: "PG-7KQ2M9XB", email: "somchai-at-example" }))).toMatchObject(
      {
        error: "emailInvalid",
        fieldErrors: { email: "emailInvalid" },
        values: { email: "somchai-at-example" },
      },
    );
  });

  it("answers notFound alike for a wrong e-mail and an unknown number", async () => {
    await insertTestOrder(testDb.current);
    const wrongEmail = await trackOrder(idle, form({ order: "PG-7KQ2M9XB", email: "other@example.com" }));
    const unknown = await trackOrder(idle, form({ order: "PG-AAAAAAAA", email: "other@example.com" }));
    expect(wrongEmail).toEqual({
      status: "error",
      error: "notFound",
      fieldErrors: {},
      values: { order: "PG-7KQ2M9XB", email: "other@example.com" },
    });
    expect(unknown).toMatchObject({ status: "error", error: "notFound", fieldErrors: {} });
  });

  it("returns a plain, serialisable view of the order without internal ids or contact details", async () => {
    await insertTestOrder(testDb.current, { trackingUrl: "javascript:alert(1)" });
    const state = await trackOrder(idle, form({ order: "7kq2m9xb", email: "SOMCHAI@example.com" }));
    if (state.status !== "found") throw new Error(`expected found, got ${JSON.stringify(state)}`);
    expect(JSON.parse(JSON.stringify(state.order))).toEqual(state.order);
    expect(state.order).toMatchObject({ number: "PG-7KQ2M9XB", status: "pending", total: 7397 });
    expect(state.order.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(state.order.history[0]?.at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(state.order.trackingUrl).toBeNull();
    const json = JSON.stringify(state);
    for (const secret of ["cs_test_", "checkoutKey", "cartId", "userId", "paymentSessionId", "+66 81"]) {
      expect(json).not.toContain(secret);
    }
    expect(state.values).toEqual({ order: "7kq2m9xb", email: "SOMCHAI@example.com" });
  });

  it("allows 10 lookups a minute per client, then answers rateLimited", async () => {
    await insertTestOrder(testDb.current);
    const attempt = () => trackOrder(idle, form({ order: "PG-AAAAAAAA", email: "a@example.com" }));
    for (let i = 0; i < 10; i += 1) expect(await attempt()).toMatchObject({ error: "notFound" });
    expect(await attempt()).toMatchObject({ status: "error", error: "rateLimited" });
    // Even the right answer waits: the limit is what stops anyone trying numbers in bulk.
    const right = await trackOrder(idle, form({ order: "PG-7KQ2M9XB", email: "somchai@example.com" }));
    expect(right).toMatchObject({ error: "rateLimited", values: { order: "PG-7KQ2M9XB" } });
    request.address = "192.0.2.1";
    expect(await attempt()).toMatchObject({ error: "notFound" });
  });

  it("doesn't count a form that fails validation against the limit", async () => {
    for (let i = 0; i < 12; i += 1) await trackOrder(idle, form({ order: "", email: "" }));
    expect(await trackOrder(idle, form({ order: "PG-AAAAAAAA", email: "a@example.com" }))).toMatchObject({
      error: "notFound",
    });
  });
});
