import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { jobs } from "@/server/db/schema/jobs";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import { defineJob } from "./define-job";
import { enqueue } from "./enqueue";
import { retryJob } from "./retry";

const testDb = freshDatabasePerTest();
const mailJob = defineJob({
  name: "mail.test",
  schema: z.object({ n: z.number() }),
  dedupeKey: ({ n }) => String(n),
});

async function queuedJobId(n: number): Promise<number> {
  await enqueue(testDb.current, mailJob, { n });
  const [row] = await testDb.current
    .select()
    .from(jobs)
    .where(eq(jobs.dedupeKey, `mail.test:${n}`));
  return row!.id;
}

const row = async (id: number) => (await testDb.current.select().from(jobs).where(eq(jobs.id, id)))[0]!;

describe(`retryJob (${testEngine})`, () => {
  it("requeues a failed job, due now, with its attempts reset and its last error kept", async () => {
    const id = await queuedJobId(1);
    const later = new Date(Date.now() + 3_600_000);
    await testDb.current
      .update(jobs)
      .set({
        status: "failed",
        attempts: 8,
        lastError: "Error: SMTP down",
        finishedAt: new Date(),
        runAt: later,
      })
      .where(eq(jobs.id, id));

    expect(await retryJob(testDb.current, id)).toBe(true);

    const retried = await row(id);
    expect(retried).toMatchObject({ status: "queued", attempts: 0, finishedAt: null, lockedUntil: null });
    expect(retried.lastError).toBe("Error: SMTP down");
    expect(retried.runAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it("brings a retrying job forward to now", async () => {
    const id = await queuedJobId(2);
    await testDb.current
      .update(jobs)
      .set({ attempts: 3, runAt: new Date(Date.now() + 600_000), lastError: "Error: timeout" })
      .where(eq(jobs.id, id));
    expect(await retryJob(testDb.current, id)).toBe(true);
    expect(await row(id)).toMatchObject({ status: "queued", attempts: 0 });
  });

  it("leaves a running or finished job alone, and answers false for an unknown id", async () => {
    const running = await queuedJobId(3);
    await testDb.current.update(jobs).set({ status: "running", attempts: 1 }).where(eq(jobs.id, running));
    const done = await queuedJobId(4);
    await testDb.current.update(jobs).set({ status: "done", attempts: 1 }).where(eq(jobs.id, done));

    expect(await retryJob(testDb.current, running)).toBe(false);
    expect(await retryJob(testDb.current, done)).toBe(false);
    expect(await retryJob(testDb.current, 999_999)).toBe(false);
    expect(await row(running)).toMatchObject({ status: "running", attempts: 1 });
    expect(await row(done)).toMatchObject({ status: "done", attempts: 1 });
  });
});
