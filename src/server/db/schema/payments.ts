import { pgTable, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import { orders } from "./orders";

/**
 * Every payment webhook event we have accepted, by the provider's event id. Inserting the id is the
 * first thing a handler does inside its transaction, so a replayed or concurrent duplicate finds the
 * row and changes nothing.
 */
export const paymentEvents = pgTable("payment_events", {
  id: varchar("id", { length: 255 }).primaryKey(),
  type: varchar("type", { length: 100 }).notNull(),
  orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
  /** What the handler decided: paid | failed | expired | ignored | unknown_order | amount_mismatch ... */
  outcome: varchar("outcome", { length: 40 }).notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});
