import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { trackOrder, type TrackOrderState } from "@/modules/orders/actions";
import { CUSTOMER_CANCEL_WINDOW_MS, type CancelTrackedOrderState } from "@/modules/orders/server";
import { orders } from "@/server/db/schema/orders";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import { nextRequestPerTest } from "@/test/next-headers";
import { insertTestOrder } from "@/test/order-fixture";
import { cancelTrackedOrder } from "./actions";
import { submitOrder } from "./submit-order.server";
import { insertPaidPrintableOrder, simForTest } from "./test-print-orders";
import { providerEnvPerTest } from "./test-provider-env";
import { markEdgeInFront } from "@/server/http/edge/edge-headers";

vi.mock("next-intl/server", () => ({ getLocale: async () => "en" }));
// The client address header is trusted only behind the custom server (scripts/serve.ts), as here.
markEdgeInFront();
// The action reads the request's address (rate limit, logger); outside Next.js we supply it.
vi.mock("next/headers", () => import("@/test/next-headers"));

const testDb = freshDatabasePerTest();
const nextRequest = nextRequestPerTest();
const idle: TrackOrderState = { status: "idle" };

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

describe(`trackOrder action (${testEngine})`, () => {
  beforeEach(() => {
    nextRequest.set({ clientAddress: `198.51.100.${Math.floor(Math.random() * 250)}` });
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

  it("names control characters in the order number as a field error, keeping what was typed", async () => {
    const values = { order: "PG-7KQ2\u0000M9XB", email: "somchai@example.com" };
    expect(await trackOrder(idle, form(values))).toEqual({
      status: "error",
      error: "controlCharacters",
      fieldErrors: { order: "controlCharacters" },
      values,
    });
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
    nextRequest.set({ clientAddress: "192.0.2.1" });
    expect(await attempt()).toMatchObject({ error: "notFound" });
  });

  it("doesn't count a form that fails validation against the limit", async () => {
    for (let i = 0; i < 12; i += 1) await trackOrder(idle, form({ order: "", email: "" }));
    expect(await trackOrder(idle, form({ order: "PG-AAAAAAAA", email: "a@example.com" }))).toMatchObject({
      error: "notFound",
    });
  });
});

describe(`cancelTrackedOrder action (${testEngine})`, () => {
  const notCancelled: CancelTrackedOrderState = { status: "idle" };
  const owner = { order: "PG-7KQ2M9XB", email: "somchai@example.com" };
  const cancel = (values: Record<string, string> = owner) => cancelTrackedOrder(notCancelled, form(values));
  const statusOf = async (number = owner.order) =>
    (await testDb.current.select().from(orders).where(eq(orders.number, number)))[0]?.status;

  beforeEach(() => {
    nextRequest.set({ clientAddress: `198.51.100.${Math.floor(Math.random() * 250)}` });
  });

  it("cancels an unpaid order within the hour and returns it reloaded, cancelled by the customer", async () => {
    await insertTestOrder(testDb.current, { paymentSessionId: null });
    const state = await cancel({ order: "7kq2m9xb", email: "SOMCHAI@example.com" });
    if (state.status !== "cancelled") throw new Error(`expected cancelled, got ${JSON.stringify(state)}`);
    expect(state.order).toMatchObject({ number: "PG-7KQ2M9XB", status: "cancelled", cancellableUntil: null });
    expect(state.order.history.at(-1)).toMatchObject({ status: "cancelled", source: "customer" });
    expect(JSON.parse(JSON.stringify(state.order))).toEqual(state.order);
    expect(await statusOf()).toBe("cancelled");
  });

  it("tells the lookup the order can be cancelled, and until when", async () => {
    const order = await insertTestOrder(testDb.current);
    const state = await trackOrder({ status: "idle" }, form(owner));
    if (state.status !== "found") throw new Error(`expected found, got ${JSON.stringify(state)}`);
    expect(state.order.cancellableUntil).toBe(
      new Date(order.createdAt.getTime() + CUSTOMER_CANCEL_WINDOW_MS).toISOString(),
    );
  });

  it("never cancels with the number alone: a wrong or missing e-mail is notFound", async () => {
    await insertTestOrder(testDb.current);
    for (const values of [
      { order: owner.order, email: "other@example.com" },
      { order: owner.order, email: "" },
      { order: owner.order, email: "not-an-email" },
      { order: "", email: owner.email },
      { order: "PG-AAAAAAAA", email: owner.email },
    ]) {
      expect(await cancel(values), JSON.stringify(values)).toEqual({ status: "error", error: "notFound" });
    }
    expect(await statusOf()).toBe("pending");
  });

  it("refuses once the hour has passed (tooLate), leaving the order as it was", async () => {
    const placed = new Date(Date.now() - CUSTOMER_CANCEL_WINDOW_MS - 60_000);
    await insertTestOrder(testDb.current, { createdAt: placed });
    expect(await cancel()).toEqual({ status: "error", error: "tooLate" });
    expect(await statusOf()).toBe("pending");
  });

  it("refuses a shipped order (final)", async () => {
    await insertTestOrder(testDb.current, { status: "shipped" });
    expect(await cancel()).toEqual({ status: "error", error: "final" });
    expect(await statusOf()).toBe("shipped");
  });

  it("allows 5 cancellation attempts per client in 10 minutes, then answers rateLimited", async () => {
    await insertTestOrder(testDb.current, { status: "shipped" });
    for (let i = 0; i < 5; i += 1) expect(await cancel()).toMatchObject({ error: "final" });
    expect(await cancel()).toEqual({ status: "error", error: "rateLimited" });
    nextRequest.set({ clientAddress: "192.0.2.1" });
    expect(await cancel()).toMatchObject({ error: "final" });
  });

  describe("a paid order, sent to the print provider", () => {
    providerEnvPerTest();
    const firstAttempt = { jobId: 1, attempt: 1, maxAttempts: 8 };

    async function submittedOrder() {
      const order = await insertPaidPrintableOrder(testDb.current);
      await submitOrder(testDb.current, order.id, firstAttempt);
      return order;
    }

    it("is cancelled at the provider first, then here", async () => {
      const sim = await simForTest();
      await submittedOrder();
      expect(await cancel()).toMatchObject({
        status: "cancelled",
        order: { status: "cancelled", paymentStatus: "paid" },
      });
      expect(sim.orders()[0]?.state).toBe("500");
    });

    it("answers inProduction when the provider has started printing (409)", async () => {
      const sim = await simForTest();
      const order = await submittedOrder();
      await sim.advanceTo(order.number, "in_production");
      expect(await cancel()).toEqual({ status: "error", error: "inProduction" });
      expect(await statusOf()).toBe("processing");
    });

    it("answers providerUnavailable when the provider does not answer, cancelling nothing", async () => {
      const sim = await simForTest();
      await submittedOrder();
      sim.setFault({ mode: "error", status: 503 });
      expect(await cancel()).toEqual({ status: "error", error: "providerUnavailable" });
      expect(await statusOf()).toBe("processing");
    });
  });
});
