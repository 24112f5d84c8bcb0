import { and, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "@/server/db";
import { jobs } from "@/server/db/schema/jobs";
import { announceJobs } from "./wake-ups";

/**
 * Runs a job again from the start, for staff after they fixed what made it fail (a mail server, an
 * address): status queued, due now, attempts back to 0 so it gets its full number of tries again.
 * Only a failed job, or a queued one waiting for its next retry, is touched: a running or finished job
 * is left alone (false). Pass the transaction that records who asked (the audit entry).
 */
export async function retryJob(executor: Executor, id: number): Promise<boolean> {
  const updated = await executor
    .update(jobs)
    .set({ status: "queued", runAt: sql`now()`, attempts: 0, lockedUntil: null, finishedAt: null })
    .where(and(eq(jobs.id, id), inArray(jobs.status, ["failed", "queued"])))
    .returning({ id: jobs.id });
  if (updated.length === 0) return false;
  await announceJobs(executor);
  return true;
}
