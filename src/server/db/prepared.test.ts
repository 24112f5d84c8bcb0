import { eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { createTestDatabase, freshDatabasePerTest } from "@/test/database";
import { preparedQuery } from "./prepared";
import { exchangeRates } from "./schema/money";

const rateOf = preparedQuery((database) =>
  database
    .select({ perUsd: exchangeRates.perUsd })
    .from(exchangeRates)
    .where(eq(exchangeRates.currency, sql.placeholder("currency")))
    .prepare("test_rate_of"),
);

describe("preparedQuery", () => {
  const testDb = freshDatabasePerTest();

  it("answers each call with its own placeholder values", async () => {
    await testDb.current.insert(exchangeRates).values([
      { currency: "EUR", perUsd: "0.9" },
      { currency: "THB", perUsd: "36" },
    ]);
    const query = rateOf(testDb.current);
    const rate = async (currency: string) =>
      (await query.execute({ currency })).map((row) => Number(row.perUsd));
    expect(await rate("EUR")).toEqual([0.9]);
    expect(await rate("THB")).toEqual([36]);
    expect(await rate("GBP")).toEqual([]);
  });

  it("builds once per database and again for another database", async () => {
    const build = vi.fn((database: typeof testDb.current) => ({ database }));
    const forDatabase = preparedQuery(build);
    expect(forDatabase(testDb.current)).toBe(forDatabase(testDb.current));
    expect(build).toHaveBeenCalledTimes(1);
    const other = await createTestDatabase();
    try {
      expect(forDatabase(other.db).database).toBe(other.db);
      expect(build).toHaveBeenCalledTimes(2);
    } finally {
      await other.close();
    }
  });
});
