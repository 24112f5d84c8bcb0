import { describe, expect, it } from "vitest";
import { authRateLimits } from "@/server/db/schema/accounts";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import { deleteExpiredAuthRateLimits } from "./auth-rate-limits.server";

const testDb = freshDatabasePerTest();

describe(`Better Auth's rate-limit counters (${testEngine})`, () => {
  it("deletes counters idle for over an hour and keeps recent ones", async () => {
    const now = Date.now();
    await testDb.current.insert(authRateLimits).values([
      { id: "a", key: "203.0.113.1/sign-in/email", count: 3, lastRequest: now - 61 * 60 * 1000 },
      { id: "b", key: "203.0.113.2/sign-in/email", count: 3, lastRequest: now - 5 * 60 * 1000 },
    ]);
    expect(await deleteExpiredAuthRateLimits(testDb.current, 60 * 60)).toBe(1);
    const left = await testDb.current.select({ id: authRateLimits.id }).from(authRateLimits);
    expect(left).toEqual([{ id: "b" }]);
  });
});
