import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { POST } from "@/app/api/webhooks/stripe/route";
import { seedTestCatalog } from "@/modules/catalog/testing";
import { pendingOrder } from "@/modules/checkout/testing";
import { salesOverview } from "@/modules/orders/server";
import { resetProcessCaches } from "@/server/cache";
import { jobs } from "@/server/db/schema/jobs";
import { orders, orderStatusHistory } from "@/server/db/schema/orders";
import { paymentEvents } from "@/server/db/schema/payments";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import { disputeEvent, signedWebhook, TEST_WEBHOOK_SECRET } from "./test-webhooks";

const testDb = freshDatabasePerTest();
// Needs attention counts every order, whatever the period asked for.
const ANY_PERIOD = { from: "2026-11-01", to: "2026-11-01", timeZone: "Asia/Bangkok" };

async function paidOrderWithIntent(paymentIntentId: string) {
  const { order } = await pendingOrder(testDb.current);
  await testDb.current
    .update(orders)
    .set({ paymentStatus: "paid", paidAt: new Date(), paymentIntentId })
    .where(eq(orders.id, order.id));
  return order;
}

const staffMails = () =>
  testDb.current.select().from(jobs).where(eq(jobs.kind, "mail.staff-fulfilment-issue"));

describe(`Stripe disputes (${testEngine})`, () => {
  beforeEach(async () => {
    process.env.STRIPE_WEBHOOK_SECRET = TEST_WEBHOOK_SECRET;
    resetProcessCaches();
    await seedTestCatalog(testDb.current);
  });
  afterEach(() => {
    delete process.env.STRIPE_WEBHOOK_SECRET;
    resetProcessCaches();
  });

  it("puts a disputed order in Needs attention, mails staff once, and takes it out once answered", async () => {
    const order = await paidOrderWithIntent("pi_disputed");
    const created = disputeEvent("charge.dispute.created", "pi_disputed", {
      status: "needs_response",
      amount: 7397,
    });
    expect((await POST(signedWebhook(created))).status).toBe(200);
    // Stripe delivers again: nothing changes twice.
    expect((await POST(signedWebhook(created))).status).toBe(200);

    const [row] = await testDb.current.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({
      disputeId: "dp_test_1",
      disputeStatus: "needs_response",
      paymentStatus: "paid",
    });
    expect((await salesOverview(testDb.current, ANY_PERIOD)).needsAttention).toBe(1);
    expect(await staffMails()).toHaveLength(1);
    const notes = await testDb.current
      .select({ note: orderStatusHistory.note })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id));
    expect(notes.map((entry) => entry.note)).toContainEqual(
      expect.stringMatching(
        /^Payment disputed by the customer's bank \(dispute dp_test_1, \$73\.97, reason: fraudulent\)/,
      ),
    );

    await POST(
      signedWebhook(
        disputeEvent("charge.dispute.updated", "pi_disputed", { status: "under_review", amount: 7397 }),
      ),
    );
    expect((await salesOverview(testDb.current, ANY_PERIOD)).needsAttention).toBe(0);
    await POST(
      signedWebhook(disputeEvent("charge.dispute.closed", "pi_disputed", { status: "lost", amount: 7397 })),
    );
    const [closed] = await testDb.current.select().from(orders).where(eq(orders.id, order.id));
    expect(closed?.disputeStatus).toBe("lost");
    expect(await staffMails()).toHaveLength(1);
  });

  it("records a dispute on a payment we don't know as an unknown order, changing no order", async () => {
    const order = await paidOrderWithIntent("pi_ours");
    const event = disputeEvent("charge.dispute.created", "pi_someone_elses", {
      status: "needs_response",
      amount: 100,
    });
    expect((await POST(signedWebhook(event))).status).toBe(200);
    const [recorded] = await testDb.current
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.id, event.id));
    expect(recorded).toMatchObject({ outcome: "unknown_order", orderId: null });
    const [row] = await testDb.current.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.disputeStatus).toBeNull();
    expect(await staffMails()).toHaveLength(0);
  });
});
