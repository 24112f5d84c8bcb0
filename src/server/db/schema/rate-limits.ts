import { integer, pgTable, timestamp, varchar } from "drizzle-orm/pg-core";

/** Fixed-window counters kept in the database so every app process shares them. */
export const rateLimits = pgTable("rate_limits", {
  key: varchar("key", { length: 200 }).primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  count: integer("count").notNull(),
});
