import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { resetProcessCaches } from "@/server/cache";
import { providerLogs } from "@/server/db/schema/fulfilment";
import { jobs } from "@/server/db/schema/jobs";
import { orders } from "@/server/db/schema/orders";
import { submitToProviderJob } from "@/modules/orders/server";
import { createJobRunner, enqueue, PermanentJobError } from "@/server/jobs";
import { freshDatabasePerTest } from "@/test/database";
import { submitOrder, submitToProviderHandler } from "./submit-order.server";
import { insertPaidPrintableOrder, simForTest } from "./test-print-orders";
import { providerEnvPerTest, TEST_API_KEY } from "./test-provider-env";
import { eventually } from "@/test/eventually";

const testDb = freshDatabasePerTest();
providerEnvPerTest();

const firstAttempt = { jobId: 1, attempt: 1, maxAttempts: 8 };
const orderRow = async (id: string) =>
  (await testDb.current.select().from(orders).where(eq(orders.id, id)))[0]!;
const staffIssueMailJobs = () =>
  testDb.current.select().from(jobs).where(eq(jobs.kind, "mail.staff-fulfilment-issue"));

/** A job runner for the submission job with no waiting between attempts, run until nothing is due. */
async function runJobsUntilIdle() {
  const runner = createJobRunner({
    database: () => testDb.current,
    jobs: [submitToProviderHandler],
    backoff: () => 0,
  });
  for (let round = 0; round < 20; round++) {
    if ((await runner.runOnce()) === 0) return;
  }
}

async function queueSubmission(orderId: string) {
  await enqueue(testDb.current, submitToProviderJob, { orderId });
}

describe("submitting a paid order to Cloudprinter", () => {
  it("sends it once with our number as the reference and moves it to processing", async () => {
    const sim = await simForTest();
    const order = await insertPaidPrintableOrder(testDb.current);
    await submitOrder(testDb.current, order.id, firstAttempt);
    expect(sim.addCalls(order.number)).toBe(1);
    const row = await orderRow(order.id);
    expect(row.status).toBe("processing");
    expect(row.providerOrderId).toMatch(/^\d+$/);
    expect(row.submittedAt).toBeInstanceOf(Date);
    const [stored] = sim.orders();
    expect(stored?.items[0]).toMatchObject({ reference: `${order.number}-0` });
    const [logged] = await testDb.current.select().from(providerLogs);
    expect(logged).toMatchObject({ path: "orders/add", status: 201, environment: "simulator" });
    expect(JSON.stringify(logged?.requestBody)).not.toContain(TEST_API_KEY);
  });

  it("records what the printer charges for the order, from a quote of exactly what was sent", async () => {
    await simForTest();
    const order = await insertPaidPrintableOrder(testDb.current);
    await submitOrder(testDb.current, order.id, firstAttempt);
    const quoted = await testDb.current
      .select()
      .from(providerLogs)
      .where(eq(providerLogs.path, "orders/quote"));
    expect(quoted).toHaveLength(1);
    const request = quoted[0]!.requestBody as { items: { product: string; count: string }[] };
    expect(request.items).toEqual([
      expect.objectContaining({ product: "businesscard_ss_int_bc_fc", count: "500" }),
    ]);
    const cost = (await orderRow(order.id)).printerCostUsd;
    expect(cost).toBeGreaterThan(0);
  });

  it("leaves the printer cost unknown, and the order accepted, when the quote fails", async () => {
    const sim = await simForTest();
    const order = await insertPaidPrintableOrder(testDb.current);
    sim.setFault({ mode: "error", status: 500, paths: ["orders/quote"], count: 1 });
    await submitOrder(testDb.current, order.id, firstAttempt);
    const row = await orderRow(order.id);
    expect(row.status).toBe("processing");
    expect(row.printerCostUsd).toBeNull();
  });

  it("does not send an order again once it was accepted", async () => {
    const sim = await simForTest();
    const order = await insertPaidPrintableOrder(testDb.current);
    await submitOrder(testDb.current, order.id, firstAttempt);
    await submitOrder(testDb.current, order.id, { ...firstAttempt, attempt: 2 });
    expect(sim.addCalls(order.number)).toBe(1);
  });

  it("retries through 503s with the job runner and ends with one print order", async () => {
    const sim = await simForTest();
    const order = await insertPaidPrintableOrder(testDb.current);
    sim.setFault({ mode: "error", status: 503, count: 2 });
    await queueSubmission(order.id);
    await runJobsUntilIdle();
    expect(sim.addCalls(order.number)).toBe(1);
    expect((await orderRow(order.id)).status).toBe("processing");
    const [job] = await testDb.current.select().from(jobs);
    expect(job).toMatchObject({ status: "done", attempts: 3 });
  });

  it("asks orders/info before retrying when the provider accepted but the answer was lost", async () => {
    const sim = await simForTest();
    const order = await insertPaidPrintableOrder(testDb.current);
    sim.setFault({ mode: "drop-after-accept", count: 1 });
    await queueSubmission(order.id);
    await runJobsUntilIdle();
    expect(sim.addCalls(order.number)).toBe(1);
    const row = await orderRow(order.id);
    expect(row.status).toBe("processing");
    const paths = (await testDb.current.select().from(providerLogs)).map((entry) => entry.path);
    // The add whose answer was lost, the retry's look-up, then the cost of what the printer has.
    expect(paths).toEqual(["orders/add", "orders/info", "orders/quote"]);
  });

  it("treats a timeout like a lost answer: the retry finds the order instead of sending it twice", async () => {
    const sim = await simForTest({ timeoutMs: 300 });
    const order = await insertPaidPrintableOrder(testDb.current);
    sim.setFault({ mode: "slow", delayMs: 1000, paths: ["orders/add"], count: 1 });
    await queueSubmission(order.id);
    await runJobsUntilIdle();
    // The shop gave up after 300 ms; the simulator holds that first add for 1 s. Once it lets go, a
    // late add would land now: the counts below are final.
    await vi.waitFor(() => expect(sim.heldRequests()).toBe(0), eventually);
    expect(sim.addCalls(order.number)).toBe(1);
    expect((await orderRow(order.id)).status).toBe("processing");
  });

  it("flags a refused order (400) for staff with the provider's message and does not retry", async () => {
    const sim = await simForTest();
    const order = await insertPaidPrintableOrder(testDb.current);
    await testDb.current.update(orders).set({ shippingCity: "" }).where(eq(orders.id, order.id));
    await expect(submitOrder(testDb.current, order.id, firstAttempt)).rejects.toBeInstanceOf(
      PermanentJobError,
    );
    expect(sim.addCalls(order.number)).toBe(0);
    const row = await orderRow(order.id);
    expect(row.status).toBe("pending");
    expect(row.fulfilmentIssue).toMatch(/^Cloudprinter order error: /);
    expect(await staffIssueMailJobs()).toHaveLength(1);
  });

  it("flags a wrong API key (403) for staff and does not retry", async () => {
    await simForTest();
    process.env.CLOUDPRINTER_API_KEY = "wrong-key";
    resetProcessCaches();
    const order = await insertPaidPrintableOrder(testDb.current);
    await expect(submitOrder(testDb.current, order.id, firstAttempt)).rejects.toBeInstanceOf(
      PermanentJobError,
    );
    expect((await orderRow(order.id)).fulfilmentIssue).toBe(
      "Cloudprinter order error: invalid or missing API key",
    );
  });

  it("flags the order when the last attempt fails too", async () => {
    const sim = await simForTest();
    const order = await insertPaidPrintableOrder(testDb.current);
    sim.setFault({ mode: "error", status: 500 });
    await expect(submitOrder(testDb.current, order.id, { ...firstAttempt, attempt: 8 })).rejects.toThrow();
    expect((await orderRow(order.id)).fulfilmentIssue).toMatch(/gave up after 8 attempts/);
    expect(await staffIssueMailJobs()).toHaveLength(1);
  });

  it("sends nothing for an order cancelled while its submission waited", async () => {
    const sim = await simForTest();
    const order = await insertPaidPrintableOrder(testDb.current);
    await testDb.current.update(orders).set({ status: "cancelled" }).where(eq(orders.id, order.id));
    await submitOrder(testDb.current, order.id, firstAttempt);
    expect(sim.addCalls()).toBe(0);
  });

  it("refuses to send an unpaid order", async () => {
    await simForTest();
    const order = await insertPaidPrintableOrder(testDb.current);
    await testDb.current.update(orders).set({ paymentStatus: "unpaid" }).where(eq(orders.id, order.id));
    await expect(submitOrder(testDb.current, order.id, firstAttempt)).rejects.toBeInstanceOf(
      PermanentJobError,
    );
  });
});
