import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { freshDatabasePerTest } from "@/test/database";
import { consumeRateLimit, deleteExpiredRateLimits } from "./rate-limit";
import { rateLimits } from "./db/schema/rate-limits";

const testDb = freshDatabasePerTest();
const rule = { limit: 2, windowSeconds: 600 };

describe("consumeRateLimit", () => {
  it("allows attempts up to the limit and refuses the next", async () => {
    expect(await consumeRateLimit(testDb.current, "contact:1.2.3.4", rule)).toBe(true);
    expect(await consumeRateLimit(testDb.current, "contact:1.2.3.4", rule)).toBe(true);
    expect(await consumeRateLimit(testDb.current, "contact:1.2.3.4", rule)).toBe(false);
  });

  it("counts each key on its own", async () => {
    await consumeRateLimit(testDb.current, "a", { limit: 1, windowSeconds: 600 });
    expect(await consumeRateLimit(testDb.current, "a", { limit: 1, windowSeconds: 600 })).toBe(false);
    expect(await consumeRateLimit(testDb.current, "b", { limit: 1, windowSeconds: 600 })).toBe(true);
  });

  it("starts a new window once the old one has passed", async () => {
    await consumeRateLimit(testDb.current, "k", { limit: 1, windowSeconds: 60 });
    expect(await consumeRateLimit(testDb.current, "k", { limit: 1, windowSeconds: 60 })).toBe(false);
    await testDb.current.execute(sql`update rate_limits set window_start = now() - interval '61 seconds'`);
    expect(await consumeRateLimit(testDb.current, "k", { limit: 1, windowSeconds: 60 })).toBe(true);
  });

  it("deletes counters whose window ended over an hour ago and keeps live ones", async () => {
    await consumeRateLimit(testDb.current, "old", rule);
    await consumeRateLimit(testDb.current, "recent", rule);
    await testDb.current.execute(
      sql`update rate_limits set window_start = now() - interval '61 minutes' where key = 'old'`,
    );
    await testDb.current.execute(
      sql`update rate_limits set window_start = now() - interval '11 minutes' where key = 'recent'`,
    );
    expect(await deleteExpiredRateLimits(testDb.current)).toBe(1);
    const left = await testDb.current.select({ key: rateLimits.key }).from(rateLimits);
    expect(left).toEqual([{ key: "recent" }]);
  });
});
