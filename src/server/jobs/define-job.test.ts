import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { jobs } from "@/server/db/schema/jobs";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import {
  defineJob,
  defineRecurringJob,
  enqueue,
  enqueueAgain,
  handleJob,
  InvalidJobPayloadError,
  jobDedupeKey,
  PermanentJobError,
} from ".";

const testDb = freshDatabasePerTest();

const mailJob = defineJob({
  name: "mail.test",
  schema: z.object({ orderId: z.uuid() }),
  dedupeKey: ({ orderId }) => orderId,
});

const context = { jobId: 1, attempt: 1, maxAttempts: 8 };

describe(`defining and queueing jobs (${testEngine})`, () => {
  it("gives every job's dedupe key the same name-prefixed format", async () => {
    const orderId = crypto.randomUUID();
    const hourly = defineRecurringJob({ name: "test.hourly", everySeconds: 3600 });
    expect(jobDedupeKey(mailJob, { orderId })).toBe(`mail.test:${orderId}`);
    expect(jobDedupeKey(hourly, {})).toBe(`test.hourly:${Math.floor(Date.now() / 3600_000)}`);

    await enqueue(testDb.current, mailJob, { orderId });
    await enqueue(testDb.current, hourly, {});
    const rows = await testDb.current.select().from(jobs).orderBy(jobs.id);
    expect(rows.map((row) => [row.kind, row.dedupeKey])).toEqual([
      ["mail.test", `mail.test:${orderId}`],
      ["test.hourly", jobDedupeKey(hourly, {})],
    ]);
  });

  it("refuses to enqueue a payload its schema rejects", async () => {
    // The types forbid this; a cast (or an `any` from elsewhere) gets past them, the schema does not.
    const notAnOrder = { orderId: "jane@example.com" } as { orderId: string };
    const refused = enqueue(testDb.current, mailJob, notAnOrder);
    await expect(refused).rejects.toBeInstanceOf(InvalidJobPayloadError);
    await expect(refused).rejects.toThrow("payload does not match the mail.test schema (orderId: ");
    await expect(refused).rejects.not.toThrow("jane@example.com");
    expect(await testDb.current.select().from(jobs)).toEqual([]);
  });

  it("stores the job's own attempt limit, or the table's default", async () => {
    const orderId = crypto.randomUUID();
    await enqueue(testDb.current, defineJob({ ...mailJob, name: "mail.twice", maxAttempts: 2 }), { orderId });
    await enqueue(testDb.current, mailJob, { orderId });
    const rows = await testDb.current.select().from(jobs).orderBy(jobs.id);
    expect(rows.map((row) => row.maxAttempts)).toEqual([2, 8]);
  });
});

describe(`queueing a job again (${testEngine})`, () => {
  it("resets a failed job to queued with its attempts from zero, and leaves a pending one alone", async () => {
    const orderId = crypto.randomUUID();
    expect(await enqueueAgain(testDb.current, mailJob, { orderId })).toBe("queued");
    expect(await enqueueAgain(testDb.current, mailJob, { orderId })).toBe("pending");

    await testDb.current.update(jobs).set({ status: "failed", attempts: 8, lastError: "SMTP down" });
    expect(await enqueueAgain(testDb.current, mailJob, { orderId })).toBe("requeued");
    const [job] = await testDb.current.select().from(jobs);
    expect(job).toMatchObject({ status: "queued", attempts: 0, lastError: null, finishedAt: null });
    expect(await testDb.current.$count(jobs)).toBe(1);
  });
});

describe("handling jobs", () => {
  it("hands the handler the parsed payload and the job's context", async () => {
    const handler = vi.fn(async () => {});
    const orderId = crypto.randomUUID();
    await handleJob(mailJob, handler).run({ orderId }, context);
    expect(handler).toHaveBeenCalledWith({ orderId }, context);
  });

  it("refuses a stored payload that fails the schema as a permanent failure, without running", async () => {
    const handler = vi.fn(async () => {});
    const run = handleJob(mailJob, handler).run({ orderId: 42 }, context);
    await expect(run).rejects.toBeInstanceOf(PermanentJobError);
    await expect(run).rejects.toThrow(
      "payload does not match the mail.test schema (orderId: Invalid input: expected string, received number)",
    );
    expect(handler).not.toHaveBeenCalled();
  });
});
