import { pgTable, text, timestamp, uuid, varchar } from "drizzle-orm/pg-core";

/** Messages from the support form; staff read them in the admin. */
export const contactMessages = pgTable("contact_messages", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: varchar("name", { length: 120 }).notNull(),
  email: varchar("email", { length: 254 }).notNull(),
  subject: varchar("subject", { length: 200 }).notNull(),
  message: text("message").notNull(),
  locale: varchar("locale", { length: 5 }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  handledAt: timestamp("handled_at", { withTimezone: true }),
  /** When staff last answered it by mail from the admin's support inbox. */
  repliedAt: timestamp("replied_at", { withTimezone: true }),
});
