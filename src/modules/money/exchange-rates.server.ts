import "server-only";
import { cachedValue, invalidateTags } from "@/server/cache";
import { eq } from "drizzle-orm";
import { db, type Database, type Executor, type Transaction } from "@/server/db";
import { exchangeRates } from "@/server/db/schema/money";
import { currencies, isCurrency, type Currency } from "@/modules/i18n";
import { defaultExchangeRates, type ExchangeRates } from "./money";

/**
 * The cache tag of the exchange table. Whatever writes `exchange_rates` invalidates it; caches of
 * answers converted with the rates (the provider's shipping prices) carry it too.
 */
export const EXCHANGE_RATES_TAG = "exchange-rates";

/**
 * Inserts the default rate of each currency that has no row yet, on every start. Insert-only on
 * purpose: a rate staff set in the admin survives restarts (exchange-rates.test.ts).
 */
export async function seedExchangeRates(database: Database): Promise<void> {
  await database
    .insert(exchangeRates)
    .values(currencies.map((currency) => ({ currency, perUsd: String(defaultExchangeRates[currency]) })))
    .onConflictDoNothing();
  await invalidateTags([EXCHANGE_RATES_TAG], database);
}

async function loadExchangeRates(database: Database = db()): Promise<ExchangeRates> {
  const rows = await database.select().from(exchangeRates);
  const rates = { ...defaultExchangeRates };
  for (const row of rows) {
    const value = Number(row.perUsd);
    if (isCurrency(row.currency) && Number.isFinite(value) && value > 0) rates[row.currency] = value;
  }
  return rates;
}

/** Rates change rarely: every page reads them from memory until a writer invalidates the tag. */
export const getExchangeRates = cachedValue(
  { name: "exchange-rates", tags: [EXCHANGE_RATES_TAG], ttlMs: 5 * 60_000 },
  () => loadExchangeRates(),
);

/** One stored rate as staff see it: units per USD and when it last changed. */
export type ExchangeRateRow = { currency: Currency; perUsd: number; updatedAt: Date | null };

/** Every currency we sell in with its stored rate (the default, undated, where no row exists). */
export async function listExchangeRates(database: Executor = db()): Promise<ExchangeRateRow[]> {
  const rows = await database.select().from(exchangeRates);
  return currencies.map((currency) => {
    const row = rows.find((stored) => stored.currency === currency);
    return row
      ? { currency, perUsd: Number(row.perUsd), updatedAt: row.updatedAt }
      : { currency, perUsd: defaultExchangeRates[currency], updatedAt: null };
  });
}

/**
 * Sets one currency's rate in the caller's transaction and empties the rate caches at its commit, so
 * the next page in any process converts with it. Answers the rate it replaced.
 */
export async function setExchangeRate(
  tx: Transaction,
  currency: Currency,
  perUsd: number,
): Promise<{ before: number | null; after: number }> {
  const [previous] = await tx
    .select({ perUsd: exchangeRates.perUsd })
    .from(exchangeRates)
    .where(eq(exchangeRates.currency, currency))
    .for("update");
  const value = String(perUsd);
  await tx
    .insert(exchangeRates)
    .values({ currency, perUsd: value })
    .onConflictDoUpdate({ target: exchangeRates.currency, set: { perUsd: value, updatedAt: new Date() } });
  await invalidateTags([EXCHANGE_RATES_TAG], tx);
  return { before: previous ? Number(previous.perUsd) : null, after: perUsd };
}
