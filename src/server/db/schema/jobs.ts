import { bigserial, index, integer, jsonb, pgTable, text, timestamp, varchar } from "drizzle-orm/pg-core";

/**
 * Background work as rows (an outbox): written in the same transaction as the change that needs it,
 * claimed with `FOR UPDATE SKIP LOCKED` by any number of runners, retried with backoff.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: varchar("kind", { length: 60 }).notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    /** queued | running | done | failed (gave up after maxAttempts) */
    status: varchar("status", { length: 12 }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(8),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    /** A running job whose lock has lapsed (its runner died) is claimed again. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    /** At most one job per key, `<kind>:<part>` (e.g. "mail.order-confirmation:<order id>"; see define-job.ts). */
    dedupeKey: varchar("dedupe_key", { length: 200 }).unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [index().on(table.status, table.runAt)],
);
