import { eq } from "drizzle-orm";
import type { Executor } from "@/server/db";
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
