import { pgTable, timestamp, uuid, varchar } from "drizzle-orm/pg-core";

export const newsletterSubscribers = pgTable("newsletter_subscribers", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** Stored lower-cased and trimmed, so one address is one row whatever its spelling. */
  email: varchar("email", { length: 254 }).notNull().unique(),
  locale: varchar("locale", { length: 5 }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
