import { db } from "./db";
import { defineRecurringJob, handleJob } from "./jobs";
import { deleteExpiredRateLimits } from "./rate-limit";

/**
 * Hourly: counters whose window ended long ago are deleted, so the table stays small. Kept apart from
 * rate-limit.ts so request code counting attempts does not load the job runner.
 * Dedupe key: `rate-limits.cleanup:<hours since 1970>` (unchanged).
 */
export const rateLimitsCleanupJob = defineRecurringJob({
  name: "rate-limits.cleanup",
  everySeconds: 60 * 60,
});

export const rateLimitsCleanupHandler = handleJob(rateLimitsCleanupJob, async () => {
  await deleteExpiredRateLimits(db());
});
