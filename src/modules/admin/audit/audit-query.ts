import { z } from "zod";
import { parseUrlQuery, pageParam, textParam, urlSearch, type RawQuery } from "@/lib/url-query";

/**
 * The audit log's filters as they stand in the URL (?action=&target=&page=): an exact action key
 * ("user.grant-admin") and a partial, case-insensitive target (an order number, a user's e-mail, an id).
 */
const auditQuerySchema = z.object({ action: textParam(60), target: textParam(120), page: pageParam });

export type AuditQuery = z.infer<typeof auditQuerySchema>;

export function parseAuditQuery(raw: RawQuery): AuditQuery {
  return parseUrlQuery(auditQuerySchema, raw);
}

export function auditSearch(query: Partial<AuditQuery>): string {
  return urlSearch({ action: query.action, target: query.target, page: query.page });
}

/** One changed field of an entry: what it was and what it became (undefined where it was absent). */
export type AuditChange = { field: string; before: unknown; after: unknown };

/** The fields whose value differs between before and after, in a stable order. */
export function auditChanges(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
): AuditChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].sort();
  return fields
    .map((field) => ({ field, before: before?.[field], after: after?.[field] }))
    .filter((change) => JSON.stringify(change.before) !== JSON.stringify(change.after));
}
