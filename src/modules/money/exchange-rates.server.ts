import "server-only";
import { db, type Database } from "@/server/db";
import { exchangeRates } from "@/server/db/schema";
import { currencies, isCurrency } from "@/modules/i18n";
import { defaultExchangeRates, type ExchangeRates } from "./money";

/** Rates change rarely; reading them once a minute keeps every page off the database for them. */
const CACHE_MS = 60_000;
let cache: { rates: ExchangeRates; at: number } | undefined;

export async function seedExchangeRates(database: Database): Promise<void> {
  await database
    .insert(exchangeRates)
    .values(currencies.map((currency) => ({ currency, perUsd: String(defaultExchangeRates[currency]) })))
    .onConflictDoNothing();
}

export async function loadExchangeRates(database: Database = db()): Promise<ExchangeRates> {
  const rows = await database.select().from(exchangeRates);
  const rates = { ...defaultExchangeRates };
  for (const row of rows) {
    const value = Number(row.perUsd);
    if (isCurrency(row.currency) && Number.isFinite(value) && value > 0) rates[row.currency] = value;
  }
  return rates;
}

export async function getExchangeRates(): Promise<ExchangeRates> {
  if (cache && Date.now() - cache.at < CACHE_MS) return cache.rates;
  cache = { rates: await loadExchangeRates(), at: Date.now() };
  return cache.rates;
}

/** Called after an admin edits rates, so the next page shows them. */
export function forgetCachedExchangeRates(): void {
  cache = undefined;
}
