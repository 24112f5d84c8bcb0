import { index, pgTable, text, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import { orders } from "./orders";

/**
 * Every e-mail the shop sent. With SMTP_URL set it went out by SMTP (`transport` smtp); without, this
 * row is the only copy (`transport` outbox) and staff read it in the admin.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: varchar("to", { length: 254 }).notNull(),
    subject: varchar("subject", { length: 300 }).notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    /** What it is about, e.g. "order-confirmation"; lets admins and tests find a message. */
    template: varchar("template", { length: 60 }).notNull(),
    transport: varchar("transport", { length: 10 }).notNull(),
    messageId: varchar("message_id", { length: 300 }),
    /** The order a mail is about, when it is about one: the admin's order history lists its mails. */
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.orderId)],
);
