import { db, type Database } from "./db";
import { defineRecurringJob, handleJob } from "./jobs";
import { deleteExpiredRateLimits, EXPIRED_AFTER_SECONDS } from "./rate-limit";

/**
 * Hourly: counters whose window ended long ago are deleted, so the table stays small. Kept apart from
 * rate-limit.ts so request code counting attempts does not load the job runner.
 * Dedupe key: `rate-limits.cleanup:<hours since 1970>`.
 */
export const rateLimitsCleanupJob = defineRecurringJob({
  name: "rate-limits.cleanup",
  everySeconds: 60 * 60,
});

/** Another owner's counters to delete in the same hourly run (Better Auth's, owned by accounts). */
type ExpiredCounters = (database: Database, olderThanSeconds: number) => Promise<number>;

/**
 * The hourly handler: our counters, then each of `otherCounters`. The composition root passes accounts'
 * deleteExpiredAuthRateLimits in: infrastructure imports no module, and each table is deleted by its owner.
 */
export function rateLimitsCleanupHandler(otherCounters: readonly ExpiredCounters[]) {
  return handleJob(rateLimitsCleanupJob, async () => {
    await deleteExpiredRateLimits(db());
    for (const deleteExpired of otherCounters) await deleteExpired(db(), EXPIRED_AFTER_SECONDS);
  });
}
