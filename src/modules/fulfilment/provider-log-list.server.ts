import "server-only";
import { and, count, desc, gte, ilike, isNotNull, or, sql, type SQL } from "drizzle-orm";
import { clampPage, pageCount } from "@/lib/paging";
import type { Database } from "@/server/db";
import { providerLogs } from "@/server/db/schema/fulfilment";
import { containsPattern } from "@/lib/like-pattern";

/** One exchange as the log page shows it: our own shape, bodies as text (already redacted when stored). */
export type ProviderLogRow = {
  id: number;
  environment: string;
  method: string;
  status: number | null;
  error: string | null;
  baseUrl: string;
  path: string;
  correlationId: string;
  requestBody: string | null;
  responseBody: string | null;
  durationMs: number | null;
  createdAt: Date;
};

/** Which entries to list: a text of an order (number or provider id), errors only, which page of what size. */
export type ProviderLogSearch = { page: number; pageSize: number; order: string; errorsOnly: boolean };

export type ProviderLogPage = {
  entries: ProviderLogRow[];
  total: number;
  page: number;
  pageCount: number;
  filtered: boolean;
};

function conditions(query: ProviderLogSearch): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (query.order) {
    // An order appears in a call's body (our number as `reference`, a signal's `order_reference`) or in
    // an answer (Cloudprinter's order id): search both, case-insensitively.
    const pattern = containsPattern(query.order);
    parts.push(
      or(sql`${providerLogs.requestBody}::text ilike ${pattern}`, ilike(providerLogs.responseBody, pattern)),
    );
  }
  if (query.errorsOnly) {
    // An exchange went wrong when we recorded an error (timeouts have no status) or it was answered 4xx/5xx.
    parts.push(or(isNotNull(providerLogs.error), gte(providerLogs.status, 400)));
  }
  return and(...parts);
}

/** A page of the provider log, newest first, with the number of matching entries (for the pager). */
export async function providerLogPage(
  query: ProviderLogSearch,
  database: Database,
): Promise<ProviderLogPage> {
  const where = conditions(query);
  const [{ total } = { total: 0 }] = await database
    .select({ total: count() })
    .from(providerLogs)
    .where(where);
  // A page past the end shows the last one rather than an empty list that looks like "no logs".
  const page = clampPage(query.page, total, query.pageSize);
  const rows = await database
    .select()
    .from(providerLogs)
    .where(where)
    .orderBy(desc(providerLogs.createdAt), desc(providerLogs.id))
    .limit(query.pageSize)
    .offset((page - 1) * query.pageSize);
  return {
    entries: rows.map(toProviderLogRow),
    total,
    page,
    pageCount: pageCount(total, query.pageSize),
    filtered: Boolean(query.order || query.errorsOnly),
  };
}

/** A stored exchange as the admin pages show it (this list, and one order's entries): bodies as text. */
export function toProviderLogRow(row: typeof providerLogs.$inferSelect): ProviderLogRow {
  return {
    id: row.id,
    environment: row.environment,
    method: row.method,
    status: row.status,
    error: row.error,
    baseUrl: row.baseUrl,
    path: row.path,
    correlationId: row.correlationId,
    requestBody: row.requestBody == null ? null : JSON.stringify(row.requestBody, null, 2),
    responseBody: prettyJson(row.responseBody),
    durationMs: row.durationMs,
    createdAt: row.createdAt,
  };
}

/** Answers are stored as received (possibly cut at 64 KB): indented when they are JSON, else as they are. */
function prettyJson(text: string | null): string | null {
  if (text == null || text === "") return text;
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}
