import "server-only";
import { cachedValue, invalidateTags } from "@/server/cache";
import { db, type Database } from "@/server/db";
import { exchangeRates } from "@/server/db/schema";
import { currencies, isCurrency } from "@/modules/i18n";
import { defaultExchangeRates, type ExchangeRates } from "./money";

/**
 * The cache tag of the exchange table. Whatever writes `exchange_rates` invalidates it; caches of
 * answers converted with the rates (the provider's shipping prices) carry it too.
 */
export const EXCHANGE_RATES_TAG = "exchange-rates";

export async function seedExchangeRates(database: Database): Promise<void> {
  await database
    .insert(exchangeRates)
    .values(currencies.map((currency) => ({ currency, perUsd: String(defaultExchangeRates[currency]) })))
    .onConflictDoNothing();
  await invalidateTags([EXCHANGE_RATES_TAG], database);
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

/** Rates change rarely: every page reads them from memory until a writer invalidates the tag. */
export const getExchangeRates = cachedValue(
  { name: "exchange-rates", tags: [EXCHANGE_RATES_TAG], ttlMs: 5 * 60_000 },
  () => loadExchangeRates(),
);
