import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { providerLogs, providerSignals } from "@/server/db/schema/fulfilment";
import { jobs } from "@/server/db/schema/jobs";
import { orders, orderStatusHistory } from "@/server/db/schema/orders";
import { freshDatabasePerTest } from "@/test/database";
import { insertTestOrder } from "@/test/order-fixture";
import { recordRefund, requestRefund } from "@/modules/orders/server";
import { receiveCloudSignal } from "./receive-signal.server";
import { providerEnvPerTest, TEST_WEBHOOK_KEY } from "./test-provider-env";

const testDb = freshDatabasePerTest();
providerEnvPerTest();

const NUMBER = "PG-7KQ2M9XB";

function body(type: string, fields: Record<string, unknown> = {}) {
  return JSON.stringify({
    apikey: TEST_WEBHOOK_KEY,
    type,
    order: PROVIDER_ORDER,
    order_reference: NUMBER,
    ...(type.startsWith("Item") ? { item: "21034901040001", item_reference: `${NUMBER}-0` } : {}),
    datetime: `2026-11-23T10:00:0${type.length % 10}+00:00`,
    ...fields,
  });
}

const shipped = (fields: Record<string, unknown> = {}) =>
  body("ItemShipped", {
    tracking: "SIM123456789",
    shipping_option: "DHL - Express ground",
    url: "https://tracking.example/SIM123456789",
    ...fields,
  });

const PROVIDER_ORDER = "21034900000000";

/** A paid order we sent to Cloudprinter: orders/add answered with PROVIDER_ORDER. */
async function paidOrder() {
  return insertTestOrder(testDb.current, {
    number: NUMBER,
    status: "processing",
    paymentStatus: "paid",
    submittedAt: new Date(),
    providerOrderId: PROVIDER_ORDER,
  });
}

const orderRow = async (id: string) =>
  (await testDb.current.select().from(orders).where(eq(orders.id, id)))[0]!;
const shippedMailJobs = () => testDb.current.select().from(jobs).where(eq(jobs.kind, "mail.order-shipped"));
const staffIssueMailJobs = () =>
  testDb.current.select().from(jobs).where(eq(jobs.kind, "mail.staff-fulfilment-issue"));

describe("receiveCloudSignal", () => {
  it("refuses a wrong key with 401 and records nothing", async () => {
    const order = await paidOrder();
    const answer = await receiveCloudSignal(JSON.stringify({ ...JSON.parse(shipped()), apikey: "guess" }));
    expect(answer.status).toBe(401);
    expect(await testDb.current.select().from(providerSignals)).toHaveLength(0);
    expect(await testDb.current.select().from(providerLogs)).toHaveLength(0);
    expect((await orderRow(order.id)).status).toBe("processing");
  });

  it("refuses a signal without a key, and one that is not JSON", async () => {
    expect(
      (await receiveCloudSignal(JSON.stringify({ type: "ItemShipped", order_reference: NUMBER }))).status,
    ).toBe(401);
    expect((await receiveCloudSignal("not json")).status).toBe(401);
  });

  it("moves the order to shipped with tracking, logs the signal without its key, and queues one mail", async () => {
    const order = await paidOrder();
    expect(await receiveCloudSignal(shipped())).toEqual({ status: 200, outcome: "advanced" });
    const row = await orderRow(order.id);
    expect(row).toMatchObject({
      status: "shipped",
      trackingNumber: "SIM123456789",
      trackingUrl: "https://tracking.example/SIM123456789",
      carrier: "DHL - Express ground",
      providerOrderId: "21034900000000",
    });
    expect(await shippedMailJobs()).toHaveLength(1);
    const [logged] = await testDb.current.select().from(providerLogs);
    expect(logged).toMatchObject({ method: "SIGNAL", status: 200, path: "/api/webhooks/cloudprinter" });
    expect(JSON.stringify(logged?.requestBody)).not.toContain(TEST_WEBHOOK_KEY);
  });

  it("answers 200 for an order it does not know, and keeps the signal", async () => {
    const answer = await receiveCloudSignal(
      body("CloudprinterOrderValidated", { order_reference: "PG-UNKNOWN1" }),
    );
    expect(answer).toEqual({ status: 200, outcome: "unknown_order" });
    expect(await testDb.current.select().from(providerSignals)).toHaveLength(1);
  });

  it("keeps 50 duplicate and out-of-order signals harmless: right final status, one shipped mail", async () => {
    const order = await paidOrder();
    const signals = [
      shipped(),
      body("ItemProduce"),
      body("CloudprinterOrderValidated"),
      body("ItemPacked"),
      body("ItemDeliveryCompleted"),
      body("ItemProduced"),
    ];
    const deliveries = Array.from({ length: 50 }, (_, index) => signals[index % signals.length]!);
    const answers = await Promise.all(deliveries.map((delivery) => receiveCloudSignal(delivery)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const row = await orderRow(order.id);
    expect(row.status).toBe("delivered");
    expect(row.trackingNumber).toBe("SIM123456789");
    expect(await shippedMailJobs()).toHaveLength(1);
    // One row per distinct signal; the 44 redeliveries are in the provider log only.
    expect(await testDb.current.select().from(providerSignals)).toHaveLength(6);
    expect(await testDb.current.select().from(providerLogs)).toHaveLength(50);
    const history = await testDb.current
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id));
    const statuses = history.map((entry) => entry.status);
    // Never backwards: each status appears after the ones before it in the lifecycle.
    const rank = ["pending", "processing", "printing", "shipped", "delivered"];
    const ranks = statuses.map((status) => rank.indexOf(status));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it("does not move a delivered order back to printing on a late signal", async () => {
    const order = await paidOrder();
    await receiveCloudSignal(body("ItemDeliveryCompleted"));
    expect(await receiveCloudSignal(body("ItemProduce"))).toEqual({ status: 200, outcome: "unchanged" });
    expect((await orderRow(order.id)).status).toBe("delivered");
  });

  it("cancels an order the provider cancelled before shipping, but not one already shipped", async () => {
    const order = await paidOrder();
    await receiveCloudSignal(body("CloudprinterOrderCanceled"));
    expect((await orderRow(order.id)).status).toBe("cancelled");
    await receiveCloudSignal(shipped());
    expect((await orderRow(order.id)).status).toBe("cancelled");
  });

  it("flags an item the printer cancelled for staff without changing the status", async () => {
    const order = await paidOrder();
    const answer = await receiveCloudSignal(body("ItemCanceled", { cause: "CancelDownloadError" }));
    expect(answer.outcome).toBe("attention");
    const row = await orderRow(order.id);
    expect(row.status).toBe("processing");
    expect(row.fulfilmentIssue).toContain("CancelDownloadError");
  });

  it("marks a paid order the provider cancelled as refund due and mails staff once", async () => {
    const order = await paidOrder();
    expect(await receiveCloudSignal(body("CloudprinterOrderCanceled"))).toEqual({
      status: 200,
      outcome: "advanced",
    });
    const row = await orderRow(order.id);
    expect(row.status).toBe("cancelled");
    expect(row.fulfilmentIssue).toMatch(/^Refund due/);
    expect(await staffIssueMailJobs()).toHaveLength(1);
    // A redelivery of the same signal is a duplicate: no second mail.
    await receiveCloudSignal(body("CloudprinterOrderCanceled"));
    expect(await staffIssueMailJobs()).toHaveLength(1);
  });

  it("queues one staff mail for each fulfilment problem a signal reports", async () => {
    await paidOrder();
    await receiveCloudSignal(body("ItemError", { cause: "FileError" }));
    await receiveCloudSignal(body("ItemCanceled", { cause: "CancelDownloadError" }));
    await receiveCloudSignal(body("ItemDeliveryFailed", { message: "address unknown" }));
    await receiveCloudSignal(body("ItemDeliveryFailed", { message: "address unknown" }));
    expect(await staffIssueMailJobs()).toHaveLength(3);
  });

  it("clears the attention flag of a provider-cancelled order once its refund is recorded", async () => {
    const order = await paidOrder();
    await receiveCloudSignal(body("ItemCanceled", { cause: "CancelDownloadError" }));
    await receiveCloudSignal(body("CloudprinterOrderCanceled"));
    expect((await orderRow(order.id)).fulfilmentIssue).not.toBeNull();
    await testDb.current.transaction(async (tx) => {
      const asked = await requestRefund(tx, order.id);
      if (!asked.ok) throw new Error(asked.error);
      await recordRefund(tx, asked.refund.id, { stripeRefundId: "re_test_1", amount: 7397 });
    });
    expect((await orderRow(order.id)).fulfilmentIssue).toBeNull();
  });

  it("ignores a correctly keyed ItemShipped for an unpaid order we never submitted", async () => {
    const order = await insertTestOrder(testDb.current, { number: NUMBER });
    expect(await receiveCloudSignal(shipped())).toEqual({ status: 200, outcome: "ignored" });
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ status: "pending", trackingNumber: null, providerOrderId: null });
    expect(await shippedMailJobs()).toHaveLength(0);
    const [kept] = await testDb.current.select().from(providerSignals);
    expect(kept).toMatchObject({ orderId: order.id, outcome: "ignored" });
  });

  it("ignores a signal whose provider order id is not the one orders/add returned", async () => {
    const order = await paidOrder();
    const answer = await receiveCloudSignal(shipped({ order: "99999900000000" }));
    expect(answer).toEqual({ status: 200, outcome: "ignored" });
    expect((await orderRow(order.id)).status).toBe("processing");
    expect(await shippedMailJobs()).toHaveLength(0);
  });

  it("asks for redelivery of a signal that overtakes our stored orders/add answer, then applies it", async () => {
    const order = await insertTestOrder(testDb.current, {
      number: NUMBER,
      status: "pending",
      paymentStatus: "paid",
    });
    const validated = body("CloudprinterOrderValidated");
    expect(await receiveCloudSignal(validated)).toEqual({ status: 409 });
    expect(await testDb.current.select().from(providerSignals)).toHaveLength(0);
    expect(await testDb.current.select().from(providerLogs)).toMatchObject([{ status: 409 }]);
    expect((await orderRow(order.id)).status).toBe("pending");

    await testDb.current
      .update(orders)
      .set({ submittedAt: new Date(), providerOrderId: PROVIDER_ORDER })
      .where(eq(orders.id, order.id));
    expect(await receiveCloudSignal(validated)).toEqual({ status: 200, outcome: "advanced" });
    expect((await orderRow(order.id)).status).toBe("processing");
  });

  it("takes the provider order id from a signal when the submission could not learn it", async () => {
    const order = await paidOrder();
    await testDb.current.update(orders).set({ providerOrderId: null }).where(eq(orders.id, order.id));
    expect(await receiveCloudSignal(shipped())).toEqual({ status: 200, outcome: "advanced" });
    expect(await orderRow(order.id)).toMatchObject({ status: "shipped", providerOrderId: PROVIDER_ORDER });
  });

  it.each([
    ["a NUL byte in the tracking number", { tracking: "SIM\u0000123" }],
    ["a line break in the order reference", { order_reference: `${NUMBER}\n` }],
    ["a NUL byte in the message", { message: "Sorry\u0000" }],
    ["a NUL byte in a field of a newer signal version", { extra: { note: "a\u0000b" } }],
    ["a NUL byte in a field name", { "bad\u0000name": "x" }],
  ])("refuses a signal with %s as an invalid signal (400) and keeps a clean copy", async (_, fields) => {
    const order = await paidOrder();
    expect(await receiveCloudSignal(shipped(fields))).toEqual({ status: 400 });
    expect((await orderRow(order.id)).status).toBe("processing");
    expect(await testDb.current.select().from(providerSignals)).toHaveLength(0);
    const [logged] = await testDb.current.select().from(providerLogs);
    expect(logged).toMatchObject({ status: 400 });
    expect(logged?.error).toMatch(/^invalid signal: .*control characters/);
    expect(JSON.stringify(logged?.requestBody)).not.toMatch(/\\u0000|\\n/);
  });
});
