import { z } from "zod";

const first = (value: unknown) => (Array.isArray(value) ? (value[0] as unknown) : value);
const param = z.preprocess(first, z.string().optional());
const text = (max: number) => param.transform((value) => (value ?? "").trim().slice(0, max)).catch("");

/**
 * The audit log's filters as they stand in the URL (?action=&target=&page=): an exact action key
 * ("user.grant-admin") and a partial, case-insensitive target (an order number, a user's e-mail, an id).
 */
export const auditQuerySchema = z.object({
  action: text(60),
  target: text(120),
  page: z.preprocess(first, z.coerce.number().int().min(1).max(100_000)).catch(1),
});

export type AuditQuery = z.infer<typeof auditQuerySchema>;

type RawParams = Record<string, string | string[] | undefined> | URLSearchParams;

export function parseAuditQuery(raw: RawParams): AuditQuery {
  const record = raw instanceof URLSearchParams ? Object.fromEntries(raw) : raw;
  return auditQuerySchema.parse({ action: record.action, target: record.target, page: record.page });
}

export function auditSearch(query: Partial<AuditQuery>): string {
  const params = new URLSearchParams();
  if (query.action) params.set("action", query.action);
  if (query.target) params.set("target", query.target);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const encoded = params.toString();
  return encoded ? `?${encoded}` : "";
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
