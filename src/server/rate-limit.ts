import { sql } from "drizzle-orm";
import type { Database } from "./db";
import { rateLimits } from "./db/schema/rate-limits";

export type RateLimitRule = { limit: number; windowSeconds: number };

/** What the database says after counting: the window's total so far and how long the window still runs. */
export type WindowCount = { count: number; remainingMs: number };

/**
 * Counts `attempts` (key → how many) in one statement for keys sharing `rule`'s window, and answers
 * each key's total in its fixed window. The counters are database rows, so every app process shares
 * them; one upsert, so concurrent attempts can't both slip through on a stale read. A window that has
 * passed starts again at this statement's attempts. At most MAX_KEYS_PER_STATEMENT keys.
 */
export async function countAttempts(
  database: Database,
  rule: RateLimitRule,
  attempts: ReadonlyMap<string, number>,
): Promise<Map<string, WindowCount>> {
  const values = [...attempts].map(([key, count]) => sql`(${key}, now(), ${count}::integer)`);
  const window = sql`make_interval(secs => ${rule.windowSeconds})`;
  const expired = sql`rate_limits.window_start <= now() - ${window}`;
  const result = await database.execute(sql`
    insert into rate_limits (key, window_start, count) values ${sql.join(values, sql`, `)}
    on conflict (key) do update set
      count = case when ${expired} then excluded.count else rate_limits.count + excluded.count end,
      window_start = case when ${expired} then now() else rate_limits.window_start end
    returning key, count, (extract(epoch from (window_start + ${window} - now())) * 1000)::float8 as remaining_ms`);
  // Both drivers answer `{ rows }`; node-postgres may hand numbers over as strings.
  const rows = (result as unknown as { rows: CountedRow[] }).rows;
  return new Map(
    rows.map((row) => [row.key, { count: Number(row.count), remainingMs: Number(row.remaining_ms) }]),
  );
}

type CountedRow = { key: string; count: number | string; remaining_ms: number | string };

/** Keeps one statement's parameters far below PostgreSQL's 65,535 (two per key). */
export const MAX_KEYS_PER_STATEMENT = 1_000;

/**
 * Counts one attempt for `key` in a fixed window and says whether it is within `limit`, straight in
 * the database. Request code goes through the process's batching front (rate-limiter.ts) instead.
 */
export async function consumeRateLimit(
  database: Database,
  key: string,
  rule: RateLimitRule,
): Promise<boolean> {
  const counted = await countAttempts(database, rule, new Map([[key, 1]]));
  return (counted.get(key)?.count ?? Number.POSITIVE_INFINITY) <= rule.limit;
}

/** Longer than any window in use (the longest is 10 minutes), so no live counter is ever removed. */
export const EXPIRED_AFTER_SECONDS = 60 * 60;

/**
 * Deletes counters whose window ended long ago (a recurring job; Better Auth's own counters are
 * accounts' and deleted by accounts in the same job: rate-limit-cleanup.ts). Returns how many went.
 */
export async function deleteExpiredRateLimits(
  database: Database,
  olderThanSeconds = EXPIRED_AFTER_SECONDS,
): Promise<number> {
  const deleted = await database
    .delete(rateLimits)
    .where(sql`${rateLimits.windowStart} < now() - make_interval(secs => ${olderThanSeconds})`)
    .returning({ key: rateLimits.key });
  return deleted.length;
}
