import { eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { jobs } from "@/server/db/schema";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import { createJobRunner, enqueueJob, PermanentJobError, type JobHandler, type JobRunnerOptions } from ".";

const testDb = freshDatabasePerTest();

const noDelay = () => 0;

function runner(handlers: Record<string, JobHandler>, options: Partial<JobRunnerOptions> = {}) {
  return createJobRunner({ database: () => testDb.current, handlers, backoff: noDelay, ...options });
}

async function allJobs() {
  return testDb.current.select().from(jobs).orderBy(jobs.id);
}

async function onlyJob() {
  const rows = await allJobs();
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

/** For vi.waitFor: check every 10 ms for up to 2 s. */
const soon = { timeout: 2_000, interval: 10 };

describe(`job runner (${testEngine})`, () => {
  it("queues and runs each recurring job once per period, however many runners poll", async () => {
    const handler = vi.fn<JobHandler>(async () => {});
    const recurring = [{ kind: "housekeeping", everySeconds: 3600 }];
    const first = runner({ housekeeping: handler }, { recurring });
    const second = runner({ housekeeping: handler }, { recurring });
    await first.runOnce();
    await second.runOnce();
    await first.runOnce();
    expect(handler).toHaveBeenCalledTimes(1);
    expect(await onlyJob()).toMatchObject({
      kind: "housekeeping",
      status: "done",
      dedupeKey: `housekeeping:${Math.floor(Date.now() / 3600_000)}`,
    });
  });

  it("runs a queued job once and marks it done", async () => {
    const handler = vi.fn<JobHandler>(async () => {});
    await enqueueJob(testDb.current, { kind: "mail.test", payload: { orderId: "a" } });
    const jobRunner = runner({ "mail.test": handler });

    expect(await jobRunner.runOnce()).toBe(1);
    expect(await jobRunner.runOnce()).toBe(0);

    const job = await onlyJob();
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith({ orderId: "a" }, { jobId: job.id, attempt: 1, maxAttempts: 8 });
    expect(job).toMatchObject({ status: "done", attempts: 1, lockedUntil: null, lastError: null });
    expect(job.finishedAt).toBeInstanceOf(Date);
  });

  it("leaves kinds without a handler queued", async () => {
    await enqueueJob(testDb.current, { kind: "provider.submit", payload: {} });
    expect(await runner({ "mail.test": async () => {} }).runOnce()).toBe(0);
    expect(await onlyJob()).toMatchObject({ kind: "provider.submit", status: "queued", attempts: 0 });
  });

  it("retries a failing job later with backoff and records the error", async () => {
    let calls = 0;
    const handler: JobHandler = async () => {
      if (++calls === 1) throw new Error("smtp down");
    };
    await enqueueJob(testDb.current, { kind: "mail.test", payload: {} });
    const jobRunner = runner({ "mail.test": handler }, { backoff: () => 60_000 });

    expect(await jobRunner.runOnce()).toBe(1);
    const failed = await onlyJob();
    expect(failed).toMatchObject({ status: "queued", attempts: 1, lockedUntil: null });
    expect(failed.lastError).toContain("smtp down");
    expect(failed.runAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
    expect(await jobRunner.runOnce()).toBe(0); // not due yet

    await testDb.current
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.id, failed.id));
    expect(await jobRunner.runOnce()).toBe(1);
    expect(await onlyJob()).toMatchObject({ status: "done", attempts: 2 });
  });

  it("gives up after maxAttempts and marks the job failed", async () => {
    const handler = vi.fn<JobHandler>(async () => {
      throw new Error("still broken");
    });
    await enqueueJob(testDb.current, { kind: "mail.test", payload: {}, maxAttempts: 2 });
    const jobRunner = runner({ "mail.test": handler });

    expect(await jobRunner.runOnce()).toBe(1);
    expect(await onlyJob()).toMatchObject({ status: "queued", attempts: 1 });
    expect(await jobRunner.runOnce()).toBe(1);
    expect(await jobRunner.runOnce()).toBe(0);

    const job = await onlyJob();
    expect(job).toMatchObject({ status: "failed", attempts: 2, lockedUntil: null });
    expect(job.lastError).toContain("still broken");
    expect(job.finishedAt).toBeInstanceOf(Date);
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it("keeps a failed query's parameters (customers' details) out of last_error", async () => {
    const handler = vi.fn<JobHandler>(async () => {
      throw new Error('Failed query: insert into "orders" ("email") values ($1)\nparams: jane@example.com');
    });
    await enqueueJob(testDb.current, { kind: "mail.test", payload: {} });
    await runner({ "mail.test": handler }).runOnce();

    const job = await onlyJob();
    expect(job.lastError).toContain('Failed query: insert into "orders"');
    expect(job.lastError).not.toContain("jane@example.com");
  });

  it("fails at once on a PermanentJobError, without retries", async () => {
    const handler = vi.fn<JobHandler>(async () => {
      throw new PermanentJobError("order not found");
    });
    await enqueueJob(testDb.current, { kind: "mail.test", payload: {} });
    const jobRunner = runner({ "mail.test": handler });

    expect(await jobRunner.runOnce()).toBe(1);
    expect(await jobRunner.runOnce()).toBe(0);
    const job = await onlyJob();
    expect(job).toMatchObject({ status: "failed", attempts: 1, maxAttempts: 8 });
    expect(job.lastError).toBe("PermanentJobError: order not found");
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it("allows one job per dedupe key", async () => {
    const job = { kind: "mail.test", payload: {}, dedupeKey: "order-confirmation:1" };
    expect(await enqueueJob(testDb.current, job)).toBe(true);
    expect(await enqueueJob(testDb.current, job)).toBe(false);
    // Without a key there is no such rule.
    expect(await enqueueJob(testDb.current, { kind: "mail.test", payload: {} })).toBe(true);
    expect(await enqueueJob(testDb.current, { kind: "mail.test", payload: {} })).toBe(true);
    expect(await allJobs()).toHaveLength(3);
  });

  it("does not keep a job written inside a transaction that rolls back", async () => {
    await expect(
      testDb.current.transaction(async (tx) => {
        expect(await enqueueJob(tx, { kind: "mail.test", payload: { n: 1 } })).toBe(true);
        throw new Error("the order could not be saved");
      }),
    ).rejects.toThrow("the order could not be saved");
    await testDb.current.transaction(async (tx) => {
      await enqueueJob(tx, { kind: "mail.test", payload: { n: 2 } });
    });
    expect((await allJobs()).map((job) => job.payload)).toEqual([{ n: 2 }]);
  });

  it("runs each of 20 jobs exactly once with two runners claiming at the same time", async () => {
    for (let n = 0; n < 20; n++) await enqueueJob(testDb.current, { kind: "mail.test", payload: { n } });
    const runs = new Map<number, number>();
    const handler: JobHandler = async (_payload, { jobId }) => {
      runs.set(jobId, (runs.get(jobId) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5));
    };
    const first = runner({ "mail.test": handler }, { batchSize: 3 });
    const second = runner({ "mail.test": handler }, { batchSize: 3 });

    let total = 0;
    for (;;) {
      const [a, b] = await Promise.all([first.runOnce(), second.runOnce()]);
      if (a + b === 0) break;
      total += a + b;
    }

    expect(total).toBe(20);
    expect(runs.size).toBe(20);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    expect((await allJobs()).every((job) => job.status === "done" && job.attempts === 1)).toBe(true);
  });

  it("claims a running job again once its lock has lapsed, but not before", async () => {
    const [lapsed, held] = await testDb.current
      .insert(jobs)
      .values([
        {
          kind: "mail.test",
          payload: { n: 1 },
          status: "running",
          attempts: 1,
          lockedUntil: sql`now() - interval '1 minute'`,
        },
        {
          kind: "mail.test",
          payload: { n: 2 },
          status: "running",
          attempts: 1,
          lockedUntil: sql`now() + interval '5 minutes'`,
        },
      ])
      .returning();
    const handler = vi.fn<JobHandler>(async () => {});

    expect(await runner({ "mail.test": handler }).runOnce()).toBe(1);
    expect(handler).toHaveBeenCalledWith(
      { n: 1 },
      { jobId: lapsed!.id, attempt: 2, maxAttempts: expect.any(Number) },
    );
    const [first, second] = await allJobs();
    expect(first).toMatchObject({ id: lapsed!.id, status: "done", attempts: 2 });
    expect(second).toMatchObject({ id: held!.id, status: "running", attempts: 1 });
  });

  it("does not record an outcome over a runner that claimed the job after our lock lapsed", async () => {
    await enqueueJob(testDb.current, { kind: "mail.test", payload: {} });
    const handler: JobHandler = async (_payload, { jobId }) => {
      // Meanwhile, another runner took the job over (as if this one had hung past its lock).
      await testDb.current.update(jobs).set({ attempts: 2 }).where(eq(jobs.id, jobId));
    };
    expect(await runner({ "mail.test": handler }).runOnce()).toBe(1);
    expect(await onlyJob()).toMatchObject({ status: "running", attempts: 2 });
  });

  it("waits for a job whose run_at is in the future", async () => {
    const handler = vi.fn<JobHandler>(async () => {});
    await enqueueJob(testDb.current, {
      kind: "mail.test",
      payload: {},
      runAt: new Date(Date.now() + 3600_000),
    });
    expect(await runner({ "mail.test": handler }).runOnce()).toBe(0);
    expect(handler).not.toHaveBeenCalled();
    expect(await onlyJob()).toMatchObject({ status: "queued", attempts: 0 });
  });

  it("keeps polling after a failing claim query and runs the job once the database answers", async () => {
    let calls = 0;
    const handler = vi.fn<JobHandler>(async () => {});
    await enqueueJob(testDb.current, { kind: "mail.test", payload: {} });
    const jobRunner = createJobRunner({
      database: () => {
        if (++calls === 1) throw new Error("database restarting");
        return testDb.current;
      },
      handlers: { "mail.test": handler },
      pollIntervalMs: 10,
    });

    jobRunner.start();
    await vi.waitFor(() => expect(handler).toHaveBeenCalledTimes(1), soon);
    await jobRunner.stop();
    expect(calls).toBeGreaterThan(1);
    expect(await onlyJob()).toMatchObject({ status: "done" });
  });

  it("stop() resolves only after the jobs in flight have finished", async () => {
    let release!: () => void;
    let started = false;
    const handler: JobHandler = async () => {
      started = true;
      await new Promise<void>((resolve) => (release = resolve));
    };
    await enqueueJob(testDb.current, { kind: "mail.test", payload: {} });
    const jobRunner = runner({ "mail.test": handler }, { pollIntervalMs: 10 });

    jobRunner.start();
    await vi.waitFor(() => expect(started).toBe(true), soon);
    let stopped = false;
    const stopping = jobRunner.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped).toBe(false);

    release();
    await stopping;
    expect(await onlyJob()).toMatchObject({ status: "done" });
  });
});
