import "server-only";
import { db, type Database } from "@/server/db";
import { providerLogs } from "@/server/db/schema/fulfilment";
import { log } from "@/server/log";
import type { CloudCoreExchange } from "./cloudcore-client";
import type { ProviderEnvironment } from "./provider-environment";

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
