import { jsonb, pgTable, timestamp, varchar } from "drizzle-orm/pg-core";

/**
 * Shop settings staff change in the admin (the support address, …), one row per key with a JSON value
 * validated by the module that owns the key. A key with no row falls back to the environment or the
 * built-in default.
 */
export const shopSettings = pgTable("shop_settings", {
  key: varchar("key", { length: 60 }).primaryKey(),
  value: jsonb("value").$type<unknown>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
