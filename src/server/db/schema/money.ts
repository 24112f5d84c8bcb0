import { numeric, pgTable, timestamp, varchar } from "drizzle-orm/pg-core";

/** Display conversion only: every amount is stored and computed in USD cents. */
export const exchangeRates = pgTable("exchange_rates", {
  currency: varchar("currency", { length: 3 }).primaryKey(),
  /** Units of `currency` per 1 USD, e.g. 34.5 for THB. */
  perUsd: numeric("per_usd", { precision: 14, scale: 6 }).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
