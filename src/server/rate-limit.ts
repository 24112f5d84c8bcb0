import { sql } from "drizzle-orm";
import type { Database } from "./db";
import { preparedQuery } from "./db/prepared";
import { authRateLimits, rateLimits } from "./db/schema";

export type RateLimitRule = { limit: number; windowSeconds: number };

/**
 * Counts one attempt for `key` in a fixed window and says whether it is within `limit`. The counter is
 * a database row, so every app process shares it; one upsert statement, so concurrent attempts can't
 * both slip through on a stale read.
 */
export async function consumeRateLimit(
  database: Database,
  key: string,
  rule: RateLimitRule,
): Promise<boolean> {
  const [row] = await countAttempt(database).execute({ key, windowSeconds: rule.windowSeconds });
  return (row?.count ?? Number.POSITIVE_INFINITY) <= rule.limit;
}

// Runs before every rate-limited action (Place Order among them): prepared once (src/server/db/prepared.ts).
const countAttempt = preparedQuery((database) => {
  const windowExpired = sql`${rateLimits.windowStart} <= now() - make_interval(secs => ${sql.placeholder("windowSeconds")}::double precision)`;
  return database
    .insert(rateLimits)
    .values({ key: sql.placeholder("key"), windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${windowExpired} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${windowExpired} then now() else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count })
    .prepare("count_rate_limit_attempt");
});

/** Longer than any window in use (the longest is 10 minutes), so no live counter is ever removed. */
const EXPIRED_AFTER_SECONDS = 60 * 60;

/**
 * Deletes counters whose window ended long ago (a recurring job): ours, and Better Auth's
 * (auth_rate_limits, whose windows are at most 10 minutes too: docs/accounts.md). Returns how many went.
 */
export async function deleteExpiredRateLimits(
  database: Database,
  olderThanSeconds = EXPIRED_AFTER_SECONDS,
): Promise<number> {
  const deleted = await database
    .delete(rateLimits)
    .where(sql`${rateLimits.windowStart} < now() - make_interval(secs => ${olderThanSeconds})`)
    .returning({ key: rateLimits.key });
  // Better Auth stores the last request as epoch milliseconds.
  const deletedAuth = await database
    .delete(authRateLimits)
    .where(
      sql`${authRateLimits.lastRequest} < (extract(epoch from now()) * 1000)::bigint - ${olderThanSeconds * 1000}`,
    )
    .returning({ key: authRateLimits.key });
  return deleted.length + deletedAuth.length;
}
