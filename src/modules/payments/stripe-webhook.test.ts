import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { POST } from "@/app/api/webhooks/stripe/route";
import { seedTestCatalog } from "@/modules/catalog/testing";
import { seedExchangeRates } from "@/modules/money/server";
import { EXPECTED_TOTAL, pendingOrder } from "@/modules/checkout/testing";
import { cartLines } from "@/server/db/schema/cart";
import { jobs } from "@/server/db/schema/jobs";
import { orders, orderStatusHistory } from "@/server/db/schema/orders";
import { paymentEvents } from "@/server/db/schema/payments";
import { resetProcessCaches } from "@/server/cache";
import { chunkedBody, chunkedText, streamedPost } from "@/test/chunked-body";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import { sessionEvent, signedWebhook, TEST_WEBHOOK_SECRET } from "./test-webhooks";

const testDb = freshDatabasePerTest();

async function orderRow(id: string) {
  const [row] = await testDb.current.select().from(orders).where(eq(orders.id, id));
  return row!;
}

describe(`Stripe webhook (${testEngine})`, () => {
  beforeEach(async () => {
    process.env.STRIPE_WEBHOOK_SECRET = TEST_WEBHOOK_SECRET;
    resetProcessCaches();
    await seedTestCatalog(testDb.current);
  });
  afterEach(() => {
    delete process.env.STRIPE_WEBHOOK_SECRET;
    resetProcessCaches();
  });

  it("refuses a delivery whose signature does not match and records nothing", async () => {
    const { order } = await pendingOrder(testDb.current);
    const forged = signedWebhook(
      sessionEvent("checkout.session.completed", order.id, { amount_total: EXPECTED_TOTAL }),
      "whsec_someone_else",
    );
    const response = await POST(forged);
    expect(response.status).toBe(400);
    expect(await testDb.current.select().from(paymentEvents)).toHaveLength(0);
    expect((await orderRow(order.id)).paymentStatus).toBe("unpaid");
  });

  it("refuses a body changed after signing", async () => {
    const { order } = await pendingOrder(testDb.current);
    const signed = signedWebhook(sessionEvent("checkout.session.completed", order.id, { amount_total: 1 }));
    const tampered = new Request(signed.url, {
      method: "POST",
      headers: signed.headers,
      body: (await signed.text()).replace('"amount_total":1', `"amount_total":${EXPECTED_TOTAL}`),
    });
    expect((await POST(tampered)).status).toBe(400);
  });

  it("refuses a chunked body over 1 MB with a 413 and stops reading just past the limit", async () => {
    const { stream, state } = chunkedBody({ chunkBytes: 64 * 1024, totalBytes: 8 * 1024 * 1024 });
    const response = await POST(
      streamedPost("http://shop.test/api/webhooks/stripe", stream, { "stripe-signature": "t=1,v1=00" }),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: "payload_too_large" });
    expect(state.pulls).toBeLessThanOrEqual(1024 / 64 + 2);
  });

  it("takes a signed event streamed in chunks just under 1 MB", async () => {
    const { order } = await pendingOrder(testDb.current);
    const event = sessionEvent("checkout.session.completed", order.id, { amount_total: EXPECTED_TOTAL });
    const signed = signedWebhook({ ...event, padding: "x".repeat(1000 * 1024) });
    const text = await signed.text();
    expect(text.length).toBeLessThan(1024 * 1024);
    const response = await POST(streamedPost(signed.url, chunkedText(text), signed.headers));
    expect(response.status).toBe(200);
    expect((await orderRow(order.id)).paymentStatus).toBe("paid");
  });

  it("marks the order paid once, queues one submission and one mail, and empties the cart, however often the event arrives", async () => {
    const { order, cartId } = await pendingOrder(testDb.current);
    const event = sessionEvent("checkout.session.completed", order.id, { amount_total: EXPECTED_TOTAL });
    const responses = await Promise.all(Array.from({ length: 20 }, () => POST(signedWebhook(event))));
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));

    const paid = await orderRow(order.id);
    expect(paid).toMatchObject({ paymentStatus: "paid", status: "pending" });
    expect(paid.paidAt).toBeInstanceOf(Date);
    const history = await testDb.current
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id));
    expect(history.filter((entry) => entry.paymentStatus === "paid")).toHaveLength(1);
    const queued = await testDb.current.select().from(jobs);
    expect(queued.map((job) => job.kind).sort()).toEqual(["mail.order-confirmation", "provider.submit"]);
    expect(await testDb.current.select().from(paymentEvents)).toHaveLength(1);
    expect(await testDb.current.select().from(cartLines).where(eq(cartLines.cartId, cartId))).toHaveLength(0);
  });

  it("does not mark an order paid when the amount or the currency differs", async () => {
    const { order, cartId } = await pendingOrder(testDb.current);
    for (const session of [
      { amount_total: EXPECTED_TOTAL - 1 },
      { amount_total: EXPECTED_TOTAL, currency: "thb" },
    ]) {
      const response = await POST(
        signedWebhook(sessionEvent("checkout.session.completed", order.id, session)),
      );
      expect(await response.json()).toMatchObject({ outcome: "amount_mismatch" });
    }
    expect((await orderRow(order.id)).paymentStatus).toBe("unpaid");
    expect(await testDb.current.select().from(jobs)).toHaveLength(0);
    expect(await testDb.current.select().from(cartLines).where(eq(cartLines.cartId, cartId))).toHaveLength(1);
  });

  it("pays a baht order only for its exact baht amount in baht, refusing the same number in dollars", async () => {
    await seedExchangeRates(testDb.current);
    const { order } = await pendingOrder(testDb.current, undefined, "THB");
    expect(order.currency).toBe("THB");
    expect(order.total % 100).toBe(0);
    for (const session of [
      { amount_total: order.total, currency: "usd" },
      { amount_total: order.totalUsd, currency: "usd" },
      { amount_total: order.total - 100, currency: "thb" },
    ]) {
      const response = await POST(
        signedWebhook(sessionEvent("checkout.session.completed", order.id, session)),
      );
      expect(await response.json()).toMatchObject({ outcome: "amount_mismatch" });
    }
    expect((await orderRow(order.id)).paymentStatus).toBe("unpaid");
    await POST(
      signedWebhook(
        sessionEvent("checkout.session.completed", order.id, { amount_total: order.total, currency: "thb" }),
      ),
    );
    expect((await orderRow(order.id)).paymentStatus).toBe("paid");
  });

  it("answers an event about an unknown order without changing anything", async () => {
    const response = await POST(
      signedWebhook(sessionEvent("checkout.session.completed", crypto.randomUUID(), { amount_total: 100 })),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ outcome: "unknown_order" });
    expect(await testDb.current.select().from(jobs)).toHaveLength(0);
  });

  it("leaves an expired checkout's order unpaid and its cart intact", async () => {
    const { order, cartId } = await pendingOrder(testDb.current);
    await POST(
      signedWebhook(
        sessionEvent("checkout.session.expired", order.id, {
          amount_total: EXPECTED_TOTAL,
          payment_status: "unpaid",
        }),
      ),
    );
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: "unpaid", status: "cancelled" });
    expect(await testDb.current.select().from(cartLines).where(eq(cartLines.cartId, cartId))).toHaveLength(1);
    expect(await testDb.current.select().from(jobs)).toHaveLength(0);
  });

  it("waits for a delayed payment and marks the order paid when it succeeds", async () => {
    const { order } = await pendingOrder(testDb.current);
    await POST(
      signedWebhook(
        sessionEvent("checkout.session.completed", order.id, {
          amount_total: EXPECTED_TOTAL,
          payment_status: "unpaid",
        }),
      ),
    );
    expect((await orderRow(order.id)).paymentStatus).toBe("unpaid");
    await POST(
      signedWebhook(
        sessionEvent("checkout.session.async_payment_succeeded", order.id, { amount_total: EXPECTED_TOTAL }),
      ),
    );
    expect((await orderRow(order.id)).paymentStatus).toBe("paid");
  });

  it("records a failed delayed payment and closes the order", async () => {
    const { order } = await pendingOrder(testDb.current);
    await POST(
      signedWebhook(
        sessionEvent("checkout.session.async_payment_failed", order.id, {
          amount_total: EXPECTED_TOTAL,
          payment_status: "unpaid",
        }),
      ),
    );
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: "failed", status: "cancelled" });
  });

  it("records money that arrives for a closed order and flags a refund, without printing it", async () => {
    const { order } = await pendingOrder(testDb.current);
    await POST(
      signedWebhook(sessionEvent("checkout.session.expired", order.id, { amount_total: EXPECTED_TOTAL })),
    );
    const response = await POST(
      signedWebhook(sessionEvent("checkout.session.completed", order.id, { amount_total: EXPECTED_TOTAL })),
    );
    expect(await response.json()).toMatchObject({ outcome: "paid_after_cancel" });
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ status: "cancelled", paymentStatus: "paid" });
    expect(row.fulfilmentIssue).toMatch(/^Refund due/);
    // Nothing printed or confirmed: the one job is staff's mail about the refund due.
    expect((await testDb.current.select().from(jobs)).map((job) => job.kind)).toEqual([
      "mail.staff-fulfilment-issue",
    ]);
  });
});
