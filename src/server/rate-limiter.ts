/**
 * The process's front of the database rate limits (docs/architecture.md#rate-limits). The database row
 * stays the one count every process shares; this front only makes asking it cheap, and never answers
 * "yes" without it:
 *
 * - Attempts are counted in batches: whatever arrives while one statement runs is counted by the next,
 *   one statement for many clients (countAttempts), each attempt told its own place in its window, so
 *   the answers are those one statement per attempt would give.
 * - A key the database has put over its limit is refused from memory until its window ends. A fixed
 *   window's count only grows until then, so that answer can't change: nothing is let through that the
 *   database would refuse, and a flood from one address costs no database write. Another process learns
 *   the same with its own first write for that key.
 */
import type { Database } from "./db";
import { countAttempts, MAX_KEYS_PER_STATEMENT, type RateLimitRule } from "./rate-limit";

export type RateLimiter = {
  /** Counts one attempt for `key` under `rule`; true when it is within the limit. */
  consume(key: string, rule: RateLimitRule): Promise<boolean>;
  /** Keys refused from memory right now (for tests and reading). */
  readonly refusedKeys: number;
};

/** Refusals remembered at most: past this, the ones ending soonest go (and are asked again). */
const MAX_REFUSED_KEYS = 10_000;

type Waiting = {
  key: string;
  rule: RateLimitRule;
  resolve: (ok: boolean) => void;
  reject: (e: unknown) => void;
};

export function createRateLimiter(database: Database, options: { now?: () => number } = {}): RateLimiter {
  const { now = Date.now } = options;
  /** key → when (this process's clock) the window that refuses it ends. */
  const refusedUntil = new Map<string, number>();
  let waiting: Waiting[] = [];
  let running = false;

  function remember(key: string, until: number): void {
    refusedUntil.delete(key);
    refusedUntil.set(key, until);
    if (refusedUntil.size <= MAX_REFUSED_KEYS) return;
    const time = now();
    for (const [each, end] of refusedUntil) if (end <= time) refusedUntil.delete(each);
    // Still full: forget the oldest. A forgotten key only costs a database write next time.
    for (const oldest of refusedUntil.keys()) {
      if (refusedUntil.size <= MAX_REFUSED_KEYS) break;
      refusedUntil.delete(oldest);
    }
  }

  /** One statement per rule (its window is part of the SQL) for up to MAX_KEYS_PER_STATEMENT keys. */
  async function count(batch: Waiting[]): Promise<void> {
    for (const attempts of groupBy(batch, (a) => `${a.rule.limit}/${a.rule.windowSeconds}`).values()) {
      const rule = attempts[0]!.rule;
      const perKey = groupBy(attempts, (attempt) => attempt.key);
      const keys = [...perKey.keys()];
      for (let start = 0; start < keys.length; start += MAX_KEYS_PER_STATEMENT) {
        const slice = keys.slice(start, start + MAX_KEYS_PER_STATEMENT);
        try {
          const counted = await countAttempts(
            database,
            rule,
            new Map(slice.map((key) => [key, perKey.get(key)!.length])),
          );
          for (const key of slice) settle(key, rule, perKey.get(key)!, counted.get(key));
        } catch (error) {
          for (const key of slice) for (const attempt of perKey.get(key)!) attempt.reject(error);
        }
      }
    }
  }

  function settle(
    key: string,
    rule: RateLimitRule,
    attempts: Waiting[],
    counted?: { count: number; remainingMs: number },
  ) {
    // The window's total includes this batch's attempts for the key, in the order they arrived.
    const total = counted?.count ?? Number.POSITIVE_INFINITY;
    const before = total - attempts.length;
    attempts.forEach((attempt, index) => attempt.resolve(before + index + 1 <= rule.limit));
    if (counted && total >= rule.limit) remember(key, now() + counted.remainingMs);
  }

  async function run(): Promise<void> {
    try {
      while (waiting.length > 0) {
        const batch = waiting;
        waiting = [];
        await count(batch);
      }
    } finally {
      running = false;
    }
  }

  return {
    consume(key, rule) {
      const until = refusedUntil.get(key);
      if (until !== undefined) {
        if (now() < until) return Promise.resolve(false);
        refusedUntil.delete(key);
      }
      return new Promise<boolean>((resolve, reject) => {
        waiting.push({ key, rule, resolve, reject });
        // Started on the next turn of the event loop, so requests read in this one share the statement.
        if (!running) {
          running = true;
          setImmediate(() => void run());
        }
      });
    },
    get refusedKeys() {
      return refusedUntil.size;
    },
  };
}

/**
 * One limiter per database handle, on globalThis like the handle itself (Next bundles routes
 * separately); a new handle (tests open one per test) starts with nothing remembered.
 */
const holder = globalThis as typeof globalThis & { __printgoRateLimiters?: WeakMap<Database, RateLimiter> };
const limiters = (holder.__printgoRateLimiters ??= new WeakMap());

export function processRateLimiter(database: Database): RateLimiter {
  let limiter = limiters.get(database);
  if (!limiter) {
    limiter = createRateLimiter(database);
    limiters.set(database, limiter);
  }
  return limiter;
}

/** `items` grouped by `keyOf`, each group in the order the items came. */
function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
