import { eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { currentDatabaseHandle } from "@/server/db/client";
import { jobs } from "@/server/db/schema/jobs";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import {
  createJobRunner,
  defineJob,
  defineRecurringJob,
  enqueue,
  handleJob,
  PermanentJobError,
  type JobHandler,
  type JobRunnerOptions,
} from ".";
import { eventually } from "@/test/eventually";

const testDb = freshDatabasePerTest();

const noDelay = () => 0;

/** A job for these tests; `n` tells jobs apart (and is their dedupe key). */
const testJob = defineJob({
  name: "test.job",
  schema: z.object({ n: z.number().int() }),
  dedupeKey: ({ n }) => String(n),
});
type TestPayload = { n: number };
type TestHandler = JobHandler<TestPayload>;

function runner(handler: TestHandler, options: Partial<JobRunnerOptions> = {}) {
  return createJobRunner({
    database: () => testDb.current,
    jobs: [handleJob(testJob, handler)],
    backoff: noDelay,
    ...options,
  });
}

const queue = (n = 1) => enqueue(testDb.current, testJob, { n });

async function allJobs() {
  return testDb.current.select().from(jobs).orderBy(jobs.id);
}

async function onlyJob() {
  const rows = await allJobs();
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

describe(`job runner (${testEngine})`, () => {
  it("queues and runs each recurring job once per period, however many runners poll", async () => {
    const handler = vi.fn<JobHandler<Record<string, never>>>(async () => {});
    const housekeeping = defineRecurringJob({ name: "housekeeping", everySeconds: 3600 });
    const options = { jobs: [handleJob(housekeeping, handler)], recurring: [housekeeping] };
    const first = runner(async () => {}, options);
    const second = runner(async () => {}, options);
    await first.runOnce();
    await second.runOnce();
    await first.runOnce();
    expect(handler).toHaveBeenCalledTimes(1);
    expect(await onlyJob()).toMatchObject({
      kind: "housekeeping",
      status: "done",
      dedupeKey: `housekeeping:${Math.floor(Date.now() / 3600_000)}`,
      maxAttempts: 3,
    });
  });

  it("refuses a recurring job it has no handler for, and two handlers for one kind", () => {
    const housekeeping = defineRecurringJob({ name: "housekeeping", everySeconds: 3600 });
    expect(() => runner(async () => {}, { recurring: [housekeeping] })).toThrow(
      'the recurring job "housekeeping" has no handler',
    );
    const twice = [handleJob(testJob, async () => {}), handleJob(testJob, async () => {})];
    expect(() => runner(async () => {}, { jobs: twice })).toThrow('two handlers for the job "test.job"');
  });

  it("runs a queued job once and marks it done", async () => {
    const handler = vi.fn<TestHandler>(async () => {});
    await queue(7);
    const jobRunner = runner(handler);

    expect(await jobRunner.runOnce()).toBe(1);
    expect(await jobRunner.runOnce()).toBe(0);

    const job = await onlyJob();
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith({ n: 7 }, { jobId: job.id, attempt: 1, maxAttempts: 8 });
    expect(job).toMatchObject({ status: "done", attempts: 1, lockedUntil: null, lastError: null });
    expect(job.finishedAt).toBeInstanceOf(Date);
  });

  it("leaves kinds without a handler queued", async () => {
    const otherJob = defineJob({ name: "other.job", schema: z.object({}), dedupeKey: () => "only" });
    await enqueue(testDb.current, otherJob, {});
    expect(await runner(async () => {}).runOnce()).toBe(0);
    expect(await onlyJob()).toMatchObject({ kind: "other.job", status: "queued", attempts: 0 });
  });

  it("fails a claimed job whose payload no longer matches, without retrying", async () => {
    const handler = vi.fn<TestHandler>(async () => {});
    // As if queued by an older release, or edited by hand: the row's payload fails today's schema.
    await testDb.current
      .insert(jobs)
      .values({ kind: "test.job", payload: { n: "jane@example.com" }, dedupeKey: "test.job:x" });

    expect(await runner(handler).runOnce()).toBe(1);
    expect(await runner(handler).runOnce()).toBe(0);
    const job = await onlyJob();
    expect(job).toMatchObject({ status: "failed", attempts: 1, lockedUntil: null });
    expect(job.lastError).toBe(
      "InvalidJobPayloadError: payload does not match the test.job schema (n: Invalid input: expected number, received string)",
    );
    expect(job.lastError).not.toContain("jane@example.com");
    expect(handler).not.toHaveBeenCalled();
  });

  it("retries a failing job later with backoff and records the error", async () => {
    let calls = 0;
    const handler: TestHandler = async () => {
      if (++calls === 1) throw new Error("smtp down");
    };
    await queue();
    const jobRunner = runner(handler, { backoff: () => 60_000 });

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
    const handler = vi.fn<TestHandler>(async () => {
      throw new Error("still broken");
    });
    const twoTries = defineJob({ ...testJob, maxAttempts: 2 });
    await enqueue(testDb.current, twoTries, { n: 1 });
    const jobRunner = runner(handler, { jobs: [handleJob(twoTries, handler)] });

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
    const handler = vi.fn<TestHandler>(async () => {
      throw new Error('Failed query: insert into "orders" ("email") values ($1)\nparams: jane@example.com');
    });
    await queue();
    await runner(handler).runOnce();

    const job = await onlyJob();
    expect(job.lastError).toContain('Failed query: insert into "orders"');
    expect(job.lastError).not.toContain("jane@example.com");
  });

  it("fails at once on a PermanentJobError, without retries", async () => {
    const handler = vi.fn<TestHandler>(async () => {
      throw new PermanentJobError("order not found");
    });
    await queue();
    const jobRunner = runner(handler);

    expect(await jobRunner.runOnce()).toBe(1);
    expect(await jobRunner.runOnce()).toBe(0);
    const job = await onlyJob();
    expect(job).toMatchObject({ status: "failed", attempts: 1, maxAttempts: 8 });
    expect(job.lastError).toBe("PermanentJobError: order not found");
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it("allows one job per dedupe key", async () => {
    expect(await queue(1)).toBe(true);
    expect(await queue(1)).toBe(false);
    expect(await queue(2)).toBe(true);
    expect((await allJobs()).map((job) => job.dedupeKey)).toEqual(["test.job:1", "test.job:2"]);
  });

  it("does not keep a job written inside a transaction that rolls back", async () => {
    await expect(
      testDb.current.transaction(async (tx) => {
        expect(await enqueue(tx, testJob, { n: 1 })).toBe(true);
        throw new Error("the order could not be saved");
      }),
    ).rejects.toThrow("the order could not be saved");
    await testDb.current.transaction(async (tx) => {
      await enqueue(tx, testJob, { n: 2 });
    });
    expect((await allJobs()).map((job) => job.payload)).toEqual([{ n: 2 }]);
  });

  it("runs each of 20 jobs exactly once with two runners claiming at the same time", async () => {
    for (let n = 0; n < 20; n++) await queue(n);
    const runs = new Map<number, number>();
    const handler: TestHandler = async (_payload, { jobId }) => {
      runs.set(jobId, (runs.get(jobId) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5));
    };
    const first = runner(handler, { batchSize: 3 });
    const second = runner(handler, { batchSize: 3 });

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
          kind: "test.job",
          payload: { n: 1 },
          status: "running",
          attempts: 1,
          lockedUntil: sql`now() - interval '1 minute'`,
        },
        {
          kind: "test.job",
          payload: { n: 2 },
          status: "running",
          attempts: 1,
          lockedUntil: sql`now() + interval '5 minutes'`,
        },
      ])
      .returning();
    const handler = vi.fn<TestHandler>(async () => {});

    expect(await runner(handler).runOnce()).toBe(1);
    expect(handler).toHaveBeenCalledWith(
      { n: 1 },
      { jobId: lapsed!.id, attempt: 2, maxAttempts: expect.any(Number) },
    );
    const [first, second] = await allJobs();
    expect(first).toMatchObject({ id: lapsed!.id, status: "done", attempts: 2 });
    expect(second).toMatchObject({ id: held!.id, status: "running", attempts: 1 });
  });

  it("does not record an outcome over a runner that claimed the job after our lock lapsed", async () => {
    await queue();
    const handler: TestHandler = async (_payload, { jobId }) => {
      // Meanwhile, another runner took the job over (as if this one had hung past its lock).
      await testDb.current.update(jobs).set({ attempts: 2 }).where(eq(jobs.id, jobId));
    };
    expect(await runner(handler).runOnce()).toBe(1);
    expect(await onlyJob()).toMatchObject({ status: "running", attempts: 2 });
  });

  it("waits for a job whose run_at is in the future", async () => {
    const handler = vi.fn<TestHandler>(async () => {});
    await enqueue(testDb.current, testJob, { n: 1 }, { runAt: new Date(Date.now() + 3600_000) });
    expect(await runner(handler).runOnce()).toBe(0);
    expect(handler).not.toHaveBeenCalled();
    expect(await onlyJob()).toMatchObject({ status: "queued", attempts: 0 });
  });

  it("keeps polling after a failing claim query and runs the job once the database answers", async () => {
    let calls = 0;
    const handler = vi.fn<TestHandler>(async () => {});
    await queue();
    const jobRunner = createJobRunner({
      database: () => {
        if (++calls === 1) throw new Error("database restarting");
        return testDb.current;
      },
      jobs: [handleJob(testJob, handler)],
      pollIntervalMs: 10,
    });

    jobRunner.start();
    await vi.waitFor(() => expect(handler).toHaveBeenCalledTimes(1), eventually);
    await jobRunner.stop();
    expect(calls).toBeGreaterThan(1);
    expect(await onlyJob()).toMatchObject({ status: "done" });
  });

  it("stop() resolves only after the jobs in flight have finished", async () => {
    let release!: () => void;
    let started = false;
    const handler: TestHandler = async () => {
      started = true;
      await new Promise<void>((resolve) => (release = resolve));
    };
    await queue();
    const jobRunner = runner(handler, { pollIntervalMs: 10 });

    jobRunner.start();
    await vi.waitFor(() => expect(started).toBe(true), eventually);
    let stopped = false;
    const stopping = jobRunner.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped).toBe(false);

    release();
    await stopping;
    expect(await onlyJob()).toMatchObject({ status: "done" });
  });

  it("stop() releases the jobs still running when its wait is cut short, and ignores their late outcome", async () => {
    let finishHandler!: () => void;
    let started = false;
    const handler: TestHandler = async () => {
      started = true;
      await new Promise<void>((resolve) => (finishHandler = resolve));
    };
    await queue();
    const jobRunner = runner(handler, { pollIntervalMs: 10 });

    jobRunner.start();
    await vi.waitFor(() => expect(started).toBe(true), eventually);
    const deadline = new AbortController();
    const stopping = jobRunner.stop({ signal: deadline.signal });
    deadline.abort();
    await stopping;
    const released = await onlyJob();
    expect(released).toMatchObject({ status: "queued", attempts: 1, lockedUntil: null });
    expect(released.runAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);

    finishHandler();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await onlyJob()).toMatchObject({ status: "queued" });
  });
});

// LISTEN/NOTIFY needs a PostgreSQL server (PGlite has one process, whose runner polls).
describe.skipIf(testEngine === "pglite")("job runner wake-ups (postgres)", () => {
  const url = () => {
    const handle = currentDatabaseHandle();
    if (handle?.kind !== "postgres") throw new Error("expected a PostgreSQL test database");
    return handle.url;
  };

  it("starts a job queued by another connection at once, not at its next poll a minute later", async () => {
    const handler = vi.fn<TestHandler>(async () => {});
    const jobRunner = runner(handler, { pollIntervalMs: 60_000, wakeUpUrl: url() });
    jobRunner.start();
    await jobRunner.listening();
    // The first poll found nothing: the runner now waits a minute unless woken.
    await vi.waitFor(() => expect(jobRunner.health().lastPollAt).toBeDefined(), eventually);
    await testDb.current.transaction(async (tx) => {
      await enqueue(tx, testJob, { n: 1 });
    });
    await vi.waitFor(() => expect(handler).toHaveBeenCalledTimes(1), eventually);
    await jobRunner.stop();
    expect(await onlyJob()).toMatchObject({ status: "done" });
  });
});
