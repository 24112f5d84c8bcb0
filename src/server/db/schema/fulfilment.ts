import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { orders } from "./orders";

/**
 * Every exchange with the print provider, both ways: our API calls and the signals it sends us
 * (docs/cloudprinter.md §2). API keys are removed before a row is written, so the log can be shown to staff.
 */
export const providerLogs = pgTable(
  "provider_logs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    provider: varchar("provider", { length: 20 }).notNull().default("cloudprinter"),
    /** simulator | sandbox | live */
    environment: varchar("environment", { length: 20 }).notNull(),
    /** "POST" for our calls; "SIGNAL" for a webhook we received. */
    method: varchar("method", { length: 10 }).notNull(),
    /** HTTP status; null when no answer came (timeout, network error). */
    status: smallint("status"),
    error: text("error"),
    baseUrl: text("base_url").notNull(),
    path: text("path").notNull(),
    correlationId: varchar("correlation_id", { length: 64 }).notNull(),
    requestBody: jsonb("request_body").$type<unknown>(),
    responseBody: text("response_body"),
    durationMs: integer("duration_ms"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.createdAt)],
);

/**
 * Every CloudSignal we accepted, once: the key is the signal's identity (type, order, item, time), so a
 * retried delivery finds its row and changes nothing. `outcome` says what it did to the order.
 */
export const providerSignals = pgTable(
  "provider_signals",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    dedupeKey: varchar("dedupe_key", { length: 300 }).notNull().unique(),
    type: varchar("type", { length: 60 }).notNull(),
    orderReference: varchar("order_reference", { length: 100 }).notNull(),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    /** The signal without its API key. */
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    /** advanced | unchanged | unknown_order | attention */
    outcome: varchar("outcome", { length: 20 }).notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.orderId)],
);

/**
 * The provider connection staff saved (one row, id 1). Keys are sealed with APP_SECRET (AES-256-GCM);
 * an API key in the environment takes precedence over this row.
 */
export const providerSettings = pgTable("provider_settings", {
  id: integer("id").primaryKey().default(1),
  /** simulator | sandbox | live */
  environment: varchar("environment", { length: 20 }).notNull(),
  apiKeySealed: text("api_key_sealed"),
  /** Last four characters, so staff can tell which key is saved without ever seeing it. */
  apiKeyHint: varchar("api_key_hint", { length: 8 }),
  webhookKeySealed: text("webhook_key_sealed"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The latest catalog check per provider connection (docs/cloudprinter.md §9): whether every provider
 * product and option our catalog names exists on the account, and what it costs us. `connection` is
 * `<environment>|<base URL>|<key fingerprint>`; `report` is the typed report (fulfilment's
 * `catalogCheckReportSchema`). One row per connection, replaced by every run.
 */
export const providerCatalogChecks = pgTable("provider_catalog_checks", {
  connection: varchar("connection", { length: 300 }).primaryKey(),
  checkedAt: timestamp("checked_at", { withTimezone: true }).notNull(),
  /** false when any product or value failed (losses alone leave it true). */
  ok: boolean("ok").notNull(),
  report: jsonb("report").$type<unknown>().notNull(),
});
