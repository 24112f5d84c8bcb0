import { sql } from "drizzle-orm";
import { currentDatabaseHandle, type Executor } from "@/server/db/client";

/** The NOTIFY channel that wakes job runners: a job is due now (the payload is empty). */
export const JOBS_CHANNEL = "printgo_jobs";

/**
 * Wakes every runner that listens (runner.ts, `wakeUpUrl`), so a queued job starts within moments
 * instead of at the next poll. Sent through `executor`: inside the transaction that queued the job, it
 * is delivered at commit, and not at all on rollback. PostgreSQL only; on PGlite the one process's
 * runner polls.
 */
export async function announceJobs(executor: Executor): Promise<void> {
  if (currentDatabaseHandle()?.kind !== "postgres") return;
  await executor.execute(sql`select pg_notify(${JOBS_CHANNEL}, '')`);
}
