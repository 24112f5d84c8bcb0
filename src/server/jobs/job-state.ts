import { eq } from "drizzle-orm";
import type { Executor, Transaction } from "@/server/db";
import { jobs } from "@/server/db/schema/jobs";

/** The job queued under this dedupe key, if one ever was: its status, attempts and last error. */
export async function jobByDedupeKey(
  executor: Executor,
  dedupeKey: string,
): Promise<{ status: string; attempts: number; lastError: string | null } | undefined> {
  const [job] = await executor
    .select({ status: jobs.status, attempts: jobs.attempts, lastError: jobs.lastError })
    .from(jobs)
    .where(eq(jobs.dedupeKey, dedupeKey));
  return job;
}

/**
 * The same, with the job's row locked until the caller's transaction ends: the runner claims with
 * `for update skip locked`, so the job is not started meanwhile (it runs after the commit and sees it).
 */
export async function lockJobByDedupeKey(
  tx: Transaction,
  dedupeKey: string,
): Promise<{ status: string; attempts: number } | undefined> {
  const [job] = await tx
    .select({ status: jobs.status, attempts: jobs.attempts })
    .from(jobs)
    .where(eq(jobs.dedupeKey, dedupeKey))
    .for("update");
  return job;
}
