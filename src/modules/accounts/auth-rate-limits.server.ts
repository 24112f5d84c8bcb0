import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/server/db";
import { authRateLimits } from "@/server/db/schema/accounts";

/**
 * Deletes Better Auth's counters idle for longer than `olderThanSeconds` (its windows are at most 10
 * minutes: docs/accounts.md); the hourly rate-limits cleanup calls it. Returns how many went.
 */
export async function deleteExpiredAuthRateLimits(
  database: Database,
  olderThanSeconds: number,
): Promise<number> {
  // Better Auth stores the last request as epoch milliseconds.
  const deleted = await database
    .delete(authRateLimits)
    .where(
      sql`${authRateLimits.lastRequest} < (extract(epoch from now()) * 1000)::bigint - ${olderThanSeconds * 1000}`,
    )
    .returning({ key: authRateLimits.key });
  return deleted.length;
}
