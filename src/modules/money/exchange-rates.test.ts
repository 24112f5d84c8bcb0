import { describe, expect, it } from "vitest";
import { exchangeRates } from "@/server/db/schema/money";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import {
  getExchangeRates,
  listExchangeRates,
  seedExchangeRates,
  setExchangeRate,
} from "./exchange-rates.server";
import { defaultExchangeRates } from "./money";

const testDb = freshDatabasePerTest();

describe(`exchange rates (${testEngine})`, () => {
  it("seeds the defaults once, and a rate staff set survives a restart's seed", async () => {
    await seedExchangeRates(testDb.current);
    expect(await getExchangeRates()).toEqual(defaultExchangeRates);

    await testDb.current.transaction((tx) => setExchangeRate(tx, "THB", 36.25));
    await seedExchangeRates(testDb.current);
    expect((await getExchangeRates()).THB).toBe(36.25);
    expect(await testDb.current.select().from(exchangeRates)).toHaveLength(4);
  });

  it("shows a changed rate through the cached reader at once, and answers the rate it replaced", async () => {
    await seedExchangeRates(testDb.current);
    expect((await getExchangeRates()).EUR).toBe(0.92); // now cached
    const change = await testDb.current.transaction((tx) => setExchangeRate(tx, "EUR", 0.955));
    expect(change).toEqual({ before: 0.92, after: 0.955 });
    expect((await getExchangeRates()).EUR).toBe(0.955);
  });

  it("lists every currency, with the default and no date where nothing is stored", async () => {
    const before = new Date();
    await testDb.current.transaction((tx) => setExchangeRate(tx, "GBP", 0.8));
    const rows = await listExchangeRates(testDb.current);
    expect(rows.map((row) => row.currency)).toEqual(["USD", "THB", "EUR", "GBP"]);
    expect(rows[1]).toEqual({ currency: "THB", perUsd: 34.5, updatedAt: null });
    expect(rows[3]).toMatchObject({ currency: "GBP", perUsd: 0.8 });
    expect(rows[3]!.updatedAt!.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
  });
});
