import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import { rateLimits } from "./db/schema/rate-limits";
import { createRateLimiter } from "./rate-limiter";

const testDb = freshDatabasePerTest();
const rule = { limit: 3, windowSeconds: 60 };

async function storedCount(key: string): Promise<number | undefined> {
  const rows = await testDb.current.select().from(rateLimits);
  return rows.find((row) => row.key === key)?.count;
}

describe(`process rate limiter (${testEngine})`, () => {
  it("lets exactly the limit through when a client's attempts arrive at the same time", async () => {
    const limiter = createRateLimiter(testDb.current);
    const answers = await Promise.all(Array.from({ length: 5 }, () => limiter.consume("quote:a", rule)));
    expect(answers).toEqual([true, true, true, false, false]);
    expect(await storedCount("quote:a")).toBe(5);
  });

  it("counts many clients in one batch, each against its own limit", async () => {
    const limiter = createRateLimiter(testDb.current);
    const keys = Array.from({ length: 40 }, (_, index) => `quote:10.0.0.${index}`);
    const answers = await Promise.all(keys.flatMap((key) => [key, key].map((k) => limiter.consume(k, rule))));
    expect(answers.every(Boolean)).toBe(true);
    expect(await storedCount("quote:10.0.0.39")).toBe(2);
    expect(await limiter.consume("quote:10.0.0.39", rule)).toBe(true);
    expect(await limiter.consume("quote:10.0.0.39", rule)).toBe(false);
  });

  it("counts rules with different windows apart", async () => {
    const limiter = createRateLimiter(testDb.current);
    const [quote, contact] = await Promise.all([
      limiter.consume("quote:b", { limit: 1, windowSeconds: 60 }),
      limiter.consume("contact:b", { limit: 1, windowSeconds: 600 }),
    ]);
    expect([quote, contact]).toEqual([true, true]);
    expect(await limiter.consume("contact:b", { limit: 1, windowSeconds: 600 })).toBe(false);
  });

  it("refuses a client over its limit from memory, without writing, until its window ends", async () => {
    let now = 1_000_000;
    const limiter = createRateLimiter(testDb.current, { now: () => now });
    for (let attempt = 0; attempt < rule.limit; attempt++) await limiter.consume("quote:c", rule);
    expect(limiter.refusedKeys).toBe(1);
    expect(await limiter.consume("quote:c", rule)).toBe(false);
    expect(await storedCount("quote:c")).toBe(rule.limit);
    // The database's window ends; so does the remembered refusal.
    await testDb.current.execute(sql`update rate_limits set window_start = now() - interval '61 seconds'`);
    now += 60_000;
    expect(await limiter.consume("quote:c", rule)).toBe(true);
    expect(await storedCount("quote:c")).toBe(1);
  });

  it("holds the limit across processes sharing the database", async () => {
    const first = createRateLimiter(testDb.current);
    const second = createRateLimiter(testDb.current);
    expect(await first.consume("quote:d", rule)).toBe(true);
    expect(await second.consume("quote:d", rule)).toBe(true);
    expect(await first.consume("quote:d", rule)).toBe(true);
    // The second has never seen a refusal for this client; the shared count refuses it anyway.
    expect(await second.consume("quote:d", rule)).toBe(false);
    expect(await first.consume("quote:d", rule)).toBe(false);
  });

  it("fails every attempt of a batch whose statement fails, and counts the next batch again", async () => {
    const limiter = createRateLimiter(testDb.current);
    const tooLong = "x".repeat(300); // the key column holds 200 characters
    const answers = await Promise.allSettled([
      limiter.consume(tooLong, rule),
      limiter.consume(tooLong, rule),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(["rejected", "rejected"]);
    expect(await limiter.consume("quote:e", rule)).toBe(true);
  });
});
