import "server-only";
import { desc } from "drizzle-orm";
import { db, type Database } from "@/server/db";
import { providerLogs } from "@/server/db/schema";
import { log } from "@/server/log";
import type { CloudCoreExchange } from "./cloudcore-client";
import type { ProviderEnvironment } from "./provider-environment";

export type ProviderLogEntry = typeof providerLogs.$inferSelect;

/** Writes one exchange to the provider log. Bodies arrive with keys already redacted. */
export async function recordProviderExchange(
  environment: ProviderEnvironment,
  exchange: CloudCoreExchange | (Omit<CloudCoreExchange, "method"> & { method: "SIGNAL" }),
  database: Database = db(),
): Promise<void> {
  try {
    await database.insert(providerLogs).values({ environment, ...exchange });
  } catch (error) {
    log.error({ err: error, path: exchange.path }, "could not write the provider log");
  }
}

/** The newest entries first (the admin's provider log shows the latest 100). */
export function latestProviderLogs(limit = 100, database: Database = db()): Promise<ProviderLogEntry[]> {
  return database
    .select()
    .from(providerLogs)
    .orderBy(desc(providerLogs.createdAt), desc(providerLogs.id))
    .limit(limit);
}
