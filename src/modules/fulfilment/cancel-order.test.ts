import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { jobs } from "@/server/db/schema/jobs";
import { orders, orderStatusHistory } from "@/server/db/schema/orders";
import { stripeClient } from "@/modules/payments/server";
import { startTestPayments, type PaymentsHarness } from "@/modules/payments/testing";
import { freshDatabasePerTest } from "@/test/database";
import { insertTestOrder } from "@/test/order-fixture";
import { CUSTOMER_CANCEL_WINDOW_MS } from "@/modules/orders/server";
import { cancelOrder } from "./cancel-order.server";
import { submitOrder } from "./submit-order.server";
import { insertPaidPrintableOrder, simForTest } from "./test-print-orders";
import { providerEnvPerTest } from "./test-provider-env";

const testDb = freshDatabasePerTest();
providerEnvPerTest();

const firstAttempt = { jobId: 1, attempt: 1, maxAttempts: 8 };
const statusOf = async (id: string) =>
  (await testDb.current.select().from(orders).where(eq(orders.id, id)))[0]?.status;

async function submittedOrder() {
  const order = await insertPaidPrintableOrder(testDb.current);
  await submitOrder(testDb.current, order.id, firstAttempt);
  return order;
}

describe("cancelOrder", () => {
  it("cancels a submitted order at Cloudprinter first, then here", async () => {
    const sim = await simForTest();
    const order = await submittedOrder();
    expect(await cancelOrder(order.id, "staff", { database: testDb.current })).toEqual({ ok: true });
    expect(await statusOf(order.id)).toBe("cancelled");
    expect(sim.orders()[0]?.state).toBe("500");
    // Paid: staff are told a refund is due.
    const [row] = await testDb.current.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.fulfilmentIssue).toMatch(/^Refund due/);
  });

  it("records the customer's cancel as a message key, not English prose, and queues one cancellation mail", async () => {
    await simForTest();
    const order = await submittedOrder();
    expect(await cancelOrder(order.id, "customer", { database: testDb.current })).toEqual({ ok: true });
    expect(await cancelOrder(order.id, "customer", { database: testDb.current })).toEqual({ ok: true });
    const history = await testDb.current
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id));
    const cancel = history.find((entry) => entry.status === "cancelled" && entry.source === "customer");
    expect(cancel).toMatchObject({ noteKey: "cancelledByCustomer", note: "Cancelled at Cloudprinter" });
    const mails = await testDb.current.select().from(jobs).where(eq(jobs.kind, "mail.order-cancelled"));
    expect(mails).toHaveLength(1);
  });

  it("refuses once production started (409): already in production, cannot be cancelled", async () => {
    const sim = await simForTest();
    const order = await submittedOrder();
    await sim.advanceTo(order.number, "in_production");
    expect(await cancelOrder(order.id, "staff", { database: testDb.current })).toEqual({
      ok: false,
      error: "inProduction",
    });
    expect(await statusOf(order.id)).toBe("processing");
  });

  it("lets a customer cancel within the hour, not after", async () => {
    await simForTest();
    const order = await submittedOrder();
    const later = new Date(order.createdAt.getTime() + CUSTOMER_CANCEL_WINDOW_MS + 1000);
    expect(await cancelOrder(order.id, "customer", { database: testDb.current, now: later })).toEqual({
      ok: false,
      error: "tooLate",
    });
    expect(await cancelOrder(order.id, "customer", { database: testDb.current })).toEqual({ ok: true });
  });

  it("refuses a shipped order", async () => {
    await simForTest();
    const order = await submittedOrder();
    await testDb.current.update(orders).set({ status: "shipped" }).where(eq(orders.id, order.id));
    expect(await cancelOrder(order.id, "staff", { database: testDb.current })).toEqual({
      ok: false,
      error: "final",
    });
  });

  it("cancels a paid order the provider has not received, and its queued submission sends nothing", async () => {
    const sim = await simForTest();
    const order = await insertPaidPrintableOrder(testDb.current);
    expect(await cancelOrder(order.id, "staff", { database: testDb.current })).toEqual({ ok: true });
    await submitOrder(testDb.current, order.id, firstAttempt);
    expect(sim.addCalls()).toBe(0);
  });

  it("leaves the order as it was when Cloudprinter does not answer", async () => {
    const sim = await simForTest();
    const order = await submittedOrder();
    sim.setFault({ mode: "error", status: 503 });
    expect(await cancelOrder(order.id, "staff", { database: testDb.current })).toEqual({
      ok: false,
      error: "providerUnavailable",
    });
    expect(await statusOf(order.id)).toBe("processing");
  });

  describe("an unpaid order with an open payment page", () => {
    let payments: PaymentsHarness;
    beforeEach(async () => {
      // Webhooks are refused here, so what cancelOrder sees depends on the payment page alone.
      payments = await startTestPayments(async () => new Response(null, { status: 503 }));
    });
    afterEach(() => payments.close());

    async function orderWithPaymentPage() {
      const session = await stripeClient()!.checkout.sessions.create({
        mode: "payment",
        line_items: [
          {
            price_data: { currency: "usd", unit_amount: 7397, product_data: { name: "Cards" } },
            quantity: 1,
          },
        ],
        success_url: "http://shop.test/order-success",
        cancel_url: "http://shop.test/checkout",
      });
      const order = await insertTestOrder(testDb.current, { paymentSessionId: session.id });
      return { order, sessionId: session.id };
    }

    it("closes the payment page first, so the cancelled order can no longer be paid", async () => {
      const { order, sessionId } = await orderWithPaymentPage();
      expect(await cancelOrder(order.id, "customer", { database: testDb.current })).toEqual({ ok: true });
      expect(await statusOf(order.id)).toBe("cancelled");
      expect((await stripeClient()!.checkout.sessions.retrieve(sessionId)).status).toBe("expired");
    });

    it("does not cancel while a payment made on the page is on its way", async () => {
      const { order, sessionId } = await orderWithPaymentPage();
      await fetch(`${payments.sim.url}/_sim/sessions/${sessionId}/pay`, {
        method: "POST",
        headers: { authorization: `Bearer ${payments.sim.controlToken}` },
      });
      expect(await cancelOrder(order.id, "customer", { database: testDb.current })).toEqual({
        ok: false,
        error: "providerUnavailable",
      });
    });
  });
});
