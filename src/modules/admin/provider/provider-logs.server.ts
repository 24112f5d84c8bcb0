import "server-only";
import { providerLogPage as logPage, type ProviderLogPage } from "@/modules/fulfilment/server";
import type { Database } from "@/server/db";
import { PROVIDER_LOG_PAGE_SIZE, type ProviderLogQuery } from "./provider-log-query";

export type { ProviderLogPage, ProviderLogRow } from "@/modules/fulfilment/server";

/** A page of the provider log as the admin's URL asks for it (fulfilment owns the log). */
export function providerLogPage(query: ProviderLogQuery, database: Database): Promise<ProviderLogPage> {
  return logPage({ ...query, pageSize: PROVIDER_LOG_PAGE_SIZE }, database);
}
