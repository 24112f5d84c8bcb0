import { bigserial, index, jsonb, pgTable, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { users } from "./accounts";

/**
 * Every change staff make in the admin: who, what, on which record, when, and the record's relevant
 * fields before and after (docs/admin.md#audit-log). Written in the same transaction as the change, so
 * an action that is rolled back leaves no entry and a committed one always has its entry.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** The staff account; null once that account is deleted (the e-mail below stays). */
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: varchar("actor_email", { length: 254 }).notNull(),
    /** What was done, `<target>.<verb>`: "order.cancel", "product.update", "user.grant-admin". */
    action: varchar("action", { length: 60 }).notNull(),
    targetType: varchar("target_type", { length: 40 }).notNull(),
    targetId: varchar("target_id", { length: 120 }).notNull(),
    before: jsonb("before").$type<Record<string, unknown>>(),
    after: jsonb("after").$type<Record<string, unknown>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.createdAt), index().on(table.targetType, table.targetId)],
);
