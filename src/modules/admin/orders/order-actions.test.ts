import { and, eq } from "drizzle-orm";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { signUpVerified } from "@/modules/accounts/testing";
import {
  insertPaidPrintableOrder,
  providerEnvPerTest,
  simForTest,
  submitOrder,
} from "@/modules/fulfilment/testing";
import { cancelOrder } from "@/modules/fulfilment/server";
import { orderRefundedMailHandler, submitToProviderJob } from "@/modules/orders/server";
import { refundOrderPayment, stripeClient } from "@/modules/payments/server";
import { startTestPayments, type PaymentsHarness } from "@/modules/payments/testing";
import { users } from "@/server/db/schema/accounts";
import { auditLog } from "@/server/db/schema/audit";
import { jobs } from "@/server/db/schema/jobs";
import { mailOutbox } from "@/server/db/schema/mail";
import { orders } from "@/server/db/schema/orders";
import { markEdgeInFront } from "@/server/http/edge/edge-headers";
import { enqueue } from "@/server/jobs";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import { nextRequestPerTest } from "@/test/next-headers";
import { cancelAdminOrder, refundAdminOrder, refundPartOfAdminOrder, resubmitAdminOrder } from "./actions";

markEdgeInFront();
// The actions read the session cookie from the request; outside Next.js the test supplies it.
vi.mock("next/headers", () => import("@/test/next-headers"));

const testDb = freshDatabasePerTest();
const nextRequest = nextRequestPerTest({ clientAddress: "203.0.113.31" });
providerEnvPerTest();

const attempt = (n: number) => ({ jobId: 1, attempt: n, maxAttempts: 8 });
const orderRow = async (id: string) =>
  (await testDb.current.select().from(orders).where(eq(orders.id, id)))[0]!;
const auditActions = async () =>
  (await testDb.current.select().from(auditLog).orderBy(auditLog.id)).map((entry) => entry.action);

async function signedIn(email: string, role: "customer" | "admin") {
  const account = await signUpVerified(email, undefined, {
    address: `198.51.100.${role === "admin" ? 51 : 52}`,
  });
  if (role === "admin")
    await testDb.current.update(users).set({ role: "admin" }).where(eq(users.id, account.userId));
  nextRequest.set({ cookie: account.cookie });
}

/** A paid order whose money really went through the Stripe simulator (so there is something to refund). */
async function orderPaidThroughStripe(
  number = "PG-7KQ2M9XB",
  locale: "en" | "th" = "en",
  charged?: { currency: "THB"; total: number; exchangeRate: string },
) {
  const inserted = await insertPaidPrintableOrder(testDb.current, number);
  const order = charged ? { ...inserted, ...charged } : inserted;
  const stripe = stripeClient()!;
  const session = await stripe.checkout.sessions.create({
    mode: "payment",
    success_url: "http://shop.test/ok",
    cancel_url: "http://shop.test/cancel",
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: order.currency.toLowerCase(),
          unit_amount: order.total,
          product_data: { name: number },
        },
      },
    ],
    metadata: { order_id: order.id },
  });
  // The order records its session, as checkout does; the PaymentIntent is then looked up from it.
  await testDb.current
    .update(orders)
    .set({ paymentSessionId: session.id, locale, ...charged })
    .where(eq(orders.id, order.id));
  return { order, sessionId: session.id };
}

/** The shopper pays on the simulator's page (by its control API): a PaymentIntent now exists. */
async function payInSimulator(payments: PaymentsHarness, sessionId: string) {
  const paid = await fetch(`${payments.sim.url}/_sim/sessions/${sessionId}/pay`, {
    method: "POST",
    headers: { authorization: `Bearer ${payments.sim.controlToken}`, "content-type": "application/json" },
    body: "{}",
  });
  if (!paid.ok) throw new Error(`simulated payment failed: ${paid.status}`);
}

/**
 * A paid order whose money went through the Stripe simulator, with staff signed in: what most refund
 * tests start from. The simulator is closed when the test ends.
 */
async function paidOrderAsStaff(...args: Parameters<typeof orderPaidThroughStripe>) {
  await simForTest();
  const payments = await startTestPayments(async () => new Response("ok"));
  onTestFinished(() => payments.close());
  const { order, sessionId } = await orderPaidThroughStripe(...args);
  await payInSimulator(payments, sessionId);
  await signedIn("staff@example.com", "admin");
  return { order, payments };
}

describe(`staff cancel, refund and resubmit (${testEngine})`, () => {
  it.each([
    ["without a session", async () => {}],
    ["for a customer", () => signedIn("nok@example.com", "customer")],
  ])("refuses every order action %s and changes nothing", async (_who, arrange) => {
    await simForTest();
    const order = await insertPaidPrintableOrder(testDb.current);
    await arrange();
    const refused = { ok: false, error: "unauthorized" };
    expect(await cancelAdminOrder({ number: order.number })).toEqual(refused);
    expect(await refundAdminOrder({ number: order.number })).toEqual(refused);
    expect(await resubmitAdminOrder({ number: order.number })).toEqual(refused);
    expect(await orderRow(order.id)).toMatchObject({ status: "pending", paymentStatus: "paid" });
    expect(await auditActions()).toEqual([]);
  });

  it("cancels a paid order at Cloudprinter, refunds it through Stripe once and mails the customer in Thai", async () => {
    const cloudprinter = await simForTest();
    const payments = await startTestPayments(async () => new Response("ok"));
    try {
      const { order, sessionId } = await orderPaidThroughStripe("PG-7KQ2M9XB", "th");
      await payInSimulator(payments, sessionId);
      await submitOrder(testDb.current, order.id, attempt(1));
      await signedIn("staff@example.com", "admin");

      expect(await cancelAdminOrder({ number: order.number.toLowerCase() })).toEqual({
        ok: true,
        refund: "queued",
      });
      expect(cloudprinter.orders()[0]?.state).toBe("500");
      expect(await orderRow(order.id)).toMatchObject({ status: "cancelled", paymentStatus: "paid" });
      expect(await auditActions()).toEqual(["order.cancel", "order.refund"]);

      await refundOrderPayment(testDb.current, order.id, attempt(1));
      expect(payments.sim.refunds()).toEqual([
        expect.objectContaining({ amount: order.total, currency: "usd", status: "succeeded" }),
      ]);
      const refunded = await orderRow(order.id);
      expect(refunded).toMatchObject({
        paymentStatus: "refunded",
        refundedAmount: order.total,
        fulfilmentIssue: null,
      });
      expect(refunded.refundId).toMatch(/^re_/);

      // A second run (a retried job) refunds nothing more.
      await refundOrderPayment(testDb.current, order.id, attempt(2));
      expect(payments.sim.refunds()).toHaveLength(1);

      await orderRefundedMailHandler.run({ orderId: order.id }, attempt(1));
      const [mail] = await testDb.current
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.template, "order-refunded"));
      expect(mail).toMatchObject({
        to: order.email,
        subject: `คำสั่งซื้อ PrintGo ${order.number} ถูกยกเลิกและคืนเงินแล้ว`,
      });
      expect(mail?.text).toContain("$73.97");
    } finally {
      await payments.close();
    }
  });

  it("refunds a baht order in baht, the amount charged, and tells the customer so", async () => {
    const baht = { currency: "THB" as const, total: 255_200, exchangeRate: "34.500000" };
    const { order, payments } = await paidOrderAsStaff("PG-7KQ2M9XC", "th", baht);
    expect(await cancelAdminOrder({ number: order.number })).toMatchObject({ ok: true });

    await refundOrderPayment(testDb.current, order.id, attempt(1));
    expect(payments.sim.refunds()).toEqual([
      expect.objectContaining({ amount: 255_200, currency: "thb", status: "succeeded" }),
    ]);
    expect(await orderRow(order.id)).toMatchObject({
      paymentStatus: "refunded",
      refundedAmount: 255_200,
      currency: "THB",
    });
    await orderRefundedMailHandler.run({ orderId: order.id }, attempt(1));
    const [mail] = await testDb.current
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.template, "order-refunded"));
    expect(mail?.text).toContain("฿2,552");
    expect(mail?.text).not.toContain("$");
  });

  it("keeps retrying through a Stripe outage and refunds exactly once when it is back", async () => {
    const { order, payments } = await paidOrderAsStaff();
    expect(await cancelAdminOrder({ number: order.number })).toEqual({ ok: true, refund: "queued" });

    payments.sim.failNextRefunds(100);
    await expect(refundOrderPayment(testDb.current, order.id, attempt(1))).rejects.toThrow(/connection/i);
    expect(await orderRow(order.id)).toMatchObject({ status: "cancelled", paymentStatus: "paid" });
    expect(payments.sim.refunds()).toEqual([]);

    payments.sim.failNextRefunds(0);
    await refundOrderPayment(testDb.current, order.id, attempt(2));
    expect(payments.sim.refunds()).toHaveLength(1);
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: "refunded" });
  });

  it("refunds an order already cancelled and flagged 'Refund due', and refuses one not cancelled", async () => {
    const { order } = await paidOrderAsStaff();
    expect(await refundAdminOrder({ number: order.number })).toEqual({ ok: false, error: "notCancelled" });

    await cancelOrder(order.id, "customer", { database: testDb.current });
    expect((await orderRow(order.id)).fulfilmentIssue).toMatch(/^Refund due/);

    expect(await refundAdminOrder({ number: order.number })).toEqual({ ok: true });
    // A second click while the refund is queued queues nothing more.
    expect(await refundAdminOrder({ number: order.number })).toEqual({ ok: true });
    expect(await testDb.current.$count(jobs, eq(jobs.dedupeKey, `payment.refund:${order.id}`))).toBe(1);
    await refundOrderPayment(testDb.current, order.id, attempt(1));
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: "refunded", fulfilmentIssue: null });
    expect(await refundAdminOrder({ number: order.number })).toEqual({
      ok: false,
      error: "alreadyRefunded",
    });
  });

  it("leaves the order as it was when Cloudprinter says it is already in production", async () => {
    const sim = await simForTest();
    const order = await insertPaidPrintableOrder(testDb.current);
    await submitOrder(testDb.current, order.id, attempt(1));
    await sim.advanceTo(order.number, "in_production");
    await signedIn("staff@example.com", "admin");

    expect(await cancelAdminOrder({ number: order.number })).toEqual({ ok: false, error: "inProduction" });
    expect(await orderRow(order.id)).toMatchObject({ status: "processing", paymentStatus: "paid" });
    expect(await auditActions()).toEqual([]);
    expect(await cancelAdminOrder({ number: "PG-NOPE0000" })).toEqual({ ok: false, error: "notFound" });
  });

  it("sends an order Cloudprinter refused to it again once the cause is fixed", async () => {
    await simForTest({ withoutProducts: ["businesscard_ss_int_bc_fc"] });
    const order = await insertPaidPrintableOrder(testDb.current);
    await enqueue(testDb.current, submitToProviderJob, { orderId: order.id });
    await expect(submitOrder(testDb.current, order.id, attempt(1))).rejects.toThrow(/refused/);
    await testDb.current.update(jobs).set({ status: "failed", attempts: 1 });
    expect((await orderRow(order.id)).fulfilmentIssue).toMatch(/^Cloudprinter order error/);

    const fixed = await simForTest();
    await signedIn("staff@example.com", "admin");
    expect(await resubmitAdminOrder({ number: order.number })).toEqual({ ok: true });
    expect(await orderRow(order.id)).toMatchObject({ fulfilmentIssue: null });
    const [job] = await testDb.current
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, "provider.submit"), eq(jobs.status, "queued")));
    expect(job).toMatchObject({ attempts: 0 });
    expect(await auditActions()).toEqual(["order.resubmit"]);

    await submitOrder(testDb.current, order.id, attempt(1));
    expect(fixed.orders()).toHaveLength(1);
    expect(await orderRow(order.id)).toMatchObject({ status: "processing" });
    expect(await resubmitAdminOrder({ number: order.number })).toEqual({
      ok: false,
      error: "alreadySubmitted",
    });
  });
});

describe(`staff partial refunds (${testEngine})`, () => {
  const refundJobs = () => testDb.current.select().from(jobs).where(eq(jobs.kind, "payment.refund"));

  it("refunds part of a baht order twice through Stripe, in baht, and refuses more than is left", async () => {
    const baht = { currency: "THB" as const, total: 92_900, exchangeRate: "34.500000" };
    const { order, payments } = await paidOrderAsStaff("PG-7KQ2M9XD", "th", baht);

    const first = { number: order.number, amount: "200", reason: "One box arrived dented" };
    expect(await refundPartOfAdminOrder(first)).toEqual({ ok: true });
    // One refund at a time: a second request waits until Stripe has answered the first.
    expect(await refundPartOfAdminOrder({ ...first, amount: "10" })).toEqual({
      ok: false,
      error: "refundInProgress",
    });
    await refundOrderPayment(testDb.current, order.id, attempt(1));
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: "paid", refundedAmount: 20_000 });

    expect(
      await refundPartOfAdminOrder({ number: order.number, amount: "1,000.50", reason: "Late" }),
    ).toEqual({ ok: false, error: "overRemaining" });
    expect(await refundPartOfAdminOrder({ number: order.number, amount: "300.50", reason: "Late" })).toEqual({
      ok: true,
    });
    await refundOrderPayment(testDb.current, order.id, attempt(1));

    expect(payments.sim.refunds()).toEqual([
      expect.objectContaining({ amount: 20_000, currency: "thb", status: "succeeded" }),
      expect.objectContaining({ amount: 30_050, currency: "thb", status: "succeeded" }),
    ]);
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: "paid", refundedAmount: 50_050 });
    // What is left is 428.50 baht: a third refund over it is refused and changes nothing.
    expect(await refundPartOfAdminOrder({ number: order.number, amount: "428.51", reason: "x" })).toEqual({
      ok: false,
      error: "overRemaining",
    });
    expect(payments.sim.refunds()).toHaveLength(2);
    expect(await auditActions()).toEqual(["order.refund", "order.refund"]);
    const [audit] = await testDb.current.select().from(auditLog).orderBy(auditLog.id);
    expect(audit?.after).toMatchObject({
      amount: 20_000,
      currency: "THB",
      reason: "One box arrived dented",
    });

    // Each refund mails the customer once, in Thai, with the amount in baht.
    for (const job of await testDb.current
      .select()
      .from(jobs)
      .where(eq(jobs.kind, "mail.order-refunded"))
      .orderBy(jobs.id)) {
      await orderRefundedMailHandler.run(job.payload as { orderId: string; refundId?: string }, attempt(1));
    }
    const mails = await testDb.current
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.template, "order-refunded"))
      .orderBy(mailOutbox.createdAt);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `เราคืนเงินบางส่วนของคำสั่งซื้อ PrintGo ${order.number} แล้ว`,
      `เราคืนเงินบางส่วนของคำสั่งซื้อ PrintGo ${order.number} แล้ว`,
    ]);
    expect(mails[1]?.text).toContain("฿300.50");
    expect(mails[1]?.text).toContain("฿500.50");
  });

  it("refunds the rest when a part-refunded order is cancelled, and then nothing more", async () => {
    const { order, payments } = await paidOrderAsStaff();
    expect(await refundPartOfAdminOrder({ number: order.number, amount: "10", reason: "Goodwill" })).toEqual({
      ok: true,
    });
    await refundOrderPayment(testDb.current, order.id, attempt(1));

    expect(await cancelAdminOrder({ number: order.number })).toEqual({ ok: true, refund: "queued" });
    await refundOrderPayment(testDb.current, order.id, attempt(1));
    expect(payments.sim.refunds().map((refund) => refund.amount)).toEqual([1000, order.total - 1000]);
    expect(await orderRow(order.id)).toMatchObject({
      paymentStatus: "refunded",
      refundedAmount: order.total,
      fulfilmentIssue: null,
    });
    expect(await refundPartOfAdminOrder({ number: order.number, amount: "1", reason: "x" })).toEqual({
      ok: false,
      error: "alreadyRefunded",
    });
    expect(await refundJobs()).toHaveLength(1);
  });

  it("flags a refund Stripe refuses for staff, and retries it under the same key when asked again", async () => {
    const { order, payments } = await paidOrderAsStaff();
    expect(await refundPartOfAdminOrder({ number: order.number, amount: "5", reason: "Late" })).toEqual({
      ok: true,
    });
    payments.sim.failNextRefunds(100);
    await expect(
      refundOrderPayment(testDb.current, order.id, { jobId: 1, attempt: 8, maxAttempts: 8 }),
    ).rejects.toThrow();
    const failed = await orderRow(order.id);
    expect(failed.fulfilmentIssue).toMatch(/^Refund failed: gave up after 8 attempts/);
    expect(failed.refundedAmount).toBeNull();

    payments.sim.failNextRefunds(0);
    expect(await refundPartOfAdminOrder({ number: order.number, amount: "5", reason: "Late" })).toEqual({
      ok: true,
    });
    await refundOrderPayment(testDb.current, order.id, attempt(1));
    expect(payments.sim.refunds()).toHaveLength(1);
    expect(await orderRow(order.id)).toMatchObject({ refundedAmount: 500, fulfilmentIssue: null });
  });

  it("refuses a bad amount or a missing reason with the field that is wrong, and an unpaid order", async () => {
    await simForTest();
    const order = await insertPaidPrintableOrder(testDb.current);
    await signedIn("staff@example.com", "admin");
    expect(await refundPartOfAdminOrder({ number: order.number, amount: "12,5", reason: " " })).toEqual({
      ok: false,
      error: "fields",
      fields: { amount: "invalidAmount", reason: "reasonRequired" },
    });
    expect(await refundPartOfAdminOrder({ number: order.number, amount: "0.00", reason: "x" })).toMatchObject(
      {
        error: "fields",
      },
    );
    await testDb.current.update(orders).set({ paymentStatus: "unpaid" }).where(eq(orders.id, order.id));
    expect(await refundPartOfAdminOrder({ number: order.number, amount: "1", reason: "x" })).toEqual({
      ok: false,
      error: "notPaid",
    });
    expect(await auditActions()).toEqual([]);
  });
});
