import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobs } from "@/server/db/schema/jobs";
import { orderReprints, orders, orderStatusHistory } from "@/server/db/schema/orders";
import { flagFulfilmentIssue, requestReprint } from "@/modules/orders/server";
import { freshDatabasePerTest } from "@/test/database";
import { providerLogForOrder } from "./order-provider-trail.server";
import { receiveCloudSignal } from "./receive-signal.server";
import { submitOrder } from "./submit-order.server";
import { submitReprint } from "./submit-reprint.server";
import { insertPaidPrintableOrder, simForTest } from "./test-print-orders";
import { providerEnvPerTest, TEST_WEBHOOK_KEY } from "./test-provider-env";

const testDb = freshDatabasePerTest();
providerEnvPerTest();

const firstAttempt = { jobId: 1, attempt: 1, maxAttempts: 8 };
const orderRow = async (id: string) =>
  (await testDb.current.select().from(orders).where(eq(orders.id, id)))[0]!;
const reprintRow = async (id: string) =>
  (await testDb.current.select().from(orderReprints).where(eq(orderReprints.id, id)))[0]!;

/** A paid order of 2 boxes of business cards (500 cards at the printer) that Cloudprinter accepted. */
async function submittedOrder() {
  const order = await insertPaidPrintableOrder(testDb.current);
  await submitOrder(testDb.current, order.id, firstAttempt);
  return order;
}

function askReprint(orderId: string, lines = [{ position: 0, quantity: 1 }]) {
  return testDb.current.transaction((tx) =>
    requestReprint(tx, orderId, { lines, reason: "Colours came out dark", requestedBy: null }),
  );
}

async function reprintOf(orderId: string, lines?: { position: number; quantity: number }[]) {
  const asked = await askReprint(orderId, lines);
  if (!asked.ok) throw new Error(`reprint refused: ${asked.error}`);
  return asked.reprint;
}

function signal(type: string, reference: string, providerOrder: string, fields: object = {}) {
  return JSON.stringify({
    apikey: TEST_WEBHOOK_KEY,
    type,
    order: providerOrder,
    order_reference: reference,
    ...(type.startsWith("Item") ? { item: `${providerOrder}01`, item_reference: `${reference}-0` } : {}),
    datetime: "2026-11-27T10:00:00+00:00",
    ...fields,
  });
}

describe("reprints", () => {
  it("sends the chosen lines as a new provider order under the reprint's own number, copies scaled", async () => {
    const sim = await simForTest();
    const order = await submittedOrder();
    const reprint = await reprintOf(order.id);
    expect(reprint.number).toBe(`${order.number}-R1`);
    await submitReprint(testDb.current, reprint.id, firstAttempt);
    expect(sim.addCalls(`${order.number}-R1`)).toBe(1);
    expect(sim.addCalls(order.number)).toBe(1);
    const sent = sim.orders().find((stored) => stored.reference === reprint.number);
    // One box of the two sold: half the 500 cards.
    expect(sent?.items).toEqual([
      expect.objectContaining({ reference: `${reprint.number}-0`, count: "250" }),
    ]);
    const row = await reprintRow(reprint.id);
    expect(row).toMatchObject({ status: "processing", issue: null });
    expect(row.providerOrderId).toMatch(/^\d+$/);
    expect(row.costUsd).toBeGreaterThan(0);
    // The order page's provider log shows the reprint's exchanges with the order's own.
    const trail = await providerLogForOrder(
      testDb.current,
      { number: order.number, providerOrderId: null },
      50,
    );
    expect(
      trail.map((entry) => entry.requestBody ?? "").filter((body) => body.includes(reprint.number)),
    ).not.toHaveLength(0);
    // The replacement is a cost, never a change of what the customer paid.
    const after = await orderRow(order.id);
    expect(after.total).toBe(order.total);
    expect(after.paymentStatus).toBe("paid");
  });

  it("takes the order out of Needs attention once the printer accepts the reprint", async () => {
    await simForTest();
    const order = await submittedOrder();
    await testDb.current.transaction((tx) =>
      flagFulfilmentIssue(tx, order.id, "Item cancelled by the printer: misprint"),
    );
    const reprint = await reprintOf(order.id);
    expect((await orderRow(order.id)).fulfilmentIssue).not.toBeNull();
    await submitReprint(testDb.current, reprint.id, firstAttempt);
    expect((await orderRow(order.id)).fulfilmentIssue).toBeNull();
  });

  it("moves the reprint, not the order, on the printer's signals for its reference, and keeps its tracking", async () => {
    await simForTest();
    const order = await submittedOrder();
    const reprint = await reprintOf(order.id);
    await submitReprint(testDb.current, reprint.id, firstAttempt);
    const providerOrder = (await reprintRow(reprint.id)).providerOrderId!;
    const answer = await receiveCloudSignal(
      signal("ItemShipped", reprint.number, providerOrder, {
        tracking: "SIMREPRINT1",
        shipping_option: "DHL",
        url: "https://tracking.example/SIMREPRINT1",
      }),
      testDb.current,
    );
    expect(answer).toEqual({ status: 200, outcome: "advanced" });
    expect(await reprintRow(reprint.id)).toMatchObject({
      status: "shipped",
      trackingNumber: "SIMREPRINT1",
      trackingUrl: "https://tracking.example/SIMREPRINT1",
    });
    const after = await orderRow(order.id);
    expect(after.status).toBe("processing");
    expect(after.trackingNumber).toBeNull();
    const notes = await testDb.current
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id));
    expect(notes.map((note) => note.noteKey)).toEqual(
      expect.arrayContaining(["reprintRequested", "reprintShipped"]),
    );
  });

  it("asks for a redelivery of a signal that comes before the reprint's orders/add answer is stored", async () => {
    await simForTest();
    const order = await submittedOrder();
    const reprint = await reprintOf(order.id);
    const answer = await receiveCloudSignal(signal("ItemProduce", reprint.number, "1"), testDb.current);
    expect(answer.status).toBe(409);
    expect((await reprintRow(reprint.id)).status).toBe("pending");
  });

  it("puts the order back in Needs attention and mails staff when the printer refuses the reprint", async () => {
    const sim = await simForTest();
    const order = await submittedOrder();
    const reprint = await reprintOf(order.id);
    sim.setFault({ mode: "error", status: 400, paths: ["orders/add"], count: 1 });
    await expect(submitReprint(testDb.current, reprint.id, firstAttempt)).rejects.toThrow(/refused/);
    expect((await reprintRow(reprint.id)).issue).toMatch(/Cloudprinter order error/);
    expect((await orderRow(order.id)).fulfilmentIssue).toMatch(new RegExp(`^Reprint ${reprint.number}: `));
    const mails = await testDb.current
      .select()
      .from(jobs)
      .where(eq(jobs.kind, "mail.staff-fulfilment-issue"));
    expect(mails).toHaveLength(1);
    // The refused reprint no longer blocks a new one.
    expect((await askReprint(order.id)).ok).toBe(true);
  });

  it("refuses lines the order doesn't have, more copies than were sold, and a second reprint while one waits", async () => {
    await simForTest();
    const order = await submittedOrder();
    expect(await askReprint(order.id, [{ position: 0, quantity: 3 }])).toEqual({
      ok: false,
      error: "invalidLines",
    });
    expect(await askReprint(order.id, [{ position: 7, quantity: 1 }])).toEqual({
      ok: false,
      error: "invalidLines",
    });
    expect(await askReprint(order.id, [])).toEqual({ ok: false, error: "noLines" });
    expect((await askReprint(order.id)).ok).toBe(true);
    expect(await askReprint(order.id)).toEqual({ ok: false, error: "reprintInProgress" });
    expect(await testDb.current.select().from(orderReprints)).toHaveLength(1);
  });

  it("refuses to reprint an order the printer never had", async () => {
    await simForTest();
    const order = await insertPaidPrintableOrder(testDb.current);
    expect(await askReprint(order.id)).toEqual({ ok: false, error: "notSubmitted" });
  });
});
