import "server-only";
import { and, desc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import { accountEmailsById, accountIdsWithEmailLike, type SignedInUser } from "@/modules/accounts/server";
import { clampPage } from "@/lib/paging";
import type { Executor } from "@/server/db";
import { auditLog } from "@/server/db/schema/audit";
import { containsPattern } from "@/lib/like-pattern";

/** Who did it: the staff member's account as the session saw it. */
export type AuditActor = Pick<SignedInUser, "id" | "email">;

export type AuditEntry = {
  /** `<target>.<verb>`, e.g. "order.cancel", "product.update", "user.grant-admin". */
  action: string;
  targetType: string;
  targetId: string;
  /** The fields the action changed, as they were and as they became (null where there was nothing). */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

/**
 * Records one admin action. Call it with the transaction that makes the change, so the entry exists
 * exactly when the change was committed (docs/admin.md#audit-log).
 */
export async function recordAudit(executor: Executor, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await executor.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export type AuditRow = typeof auditLog.$inferSelect & {
  /** For entries about an account, its e-mail now (null when the account is gone). */
  targetEmail: string | null;
};

const AUDIT_PAGE_SIZE = 50;

export type AuditFilters = {
  page?: number;
  /** Exactly one record ("order", its number). */
  target?: { type: string; id: string };
  /** An action key, exactly ("user.grant-admin"). */
  action?: string;
  /** Part of the target's id, or of an account's e-mail, any case. */
  targetSearch?: string;
};

/** Newest first, filtered and paged in SQL; the page is clamped to the last one. */
export async function auditEntries(
  executor: Executor,
  options: AuditFilters = {},
): Promise<{ rows: AuditRow[]; total: number; page: number; pageSize: number }> {
  const pattern = options.targetSearch ? containsPattern(options.targetSearch) : undefined;
  // Entries about an account show (and are found by) its e-mail; the id alone means nothing to staff.
  const matchingAccounts = options.targetSearch
    ? await accountIdsWithEmailLike(executor, options.targetSearch)
    : [];
  const where = and(
    options.target
      ? and(eq(auditLog.targetType, options.target.type), eq(auditLog.targetId, options.target.id))
      : undefined,
    options.action ? eq(auditLog.action, options.action) : undefined,
    pattern
      ? or(
          ilike(auditLog.targetId, pattern),
          matchingAccounts.length > 0
            ? and(eq(auditLog.targetType, "user"), inArray(auditLog.targetId, matchingAccounts))
            : undefined,
        )
      : undefined,
  );
  const [count] = await executor
    .select({ total: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(where);
  const total = count?.total ?? 0;
  const page = clampPage(options.page ?? 1, total, AUDIT_PAGE_SIZE);
  const entries =
    total === 0
      ? []
      : await executor
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(AUDIT_PAGE_SIZE)
          .offset((page - 1) * AUDIT_PAGE_SIZE);
  const emails = await accountEmailsById(
    executor,
    entries.filter((entry) => entry.targetType === "user").map((entry) => entry.targetId),
  );
  const rows = entries.map((entry) => ({
    ...entry,
    targetEmail: entry.targetType === "user" ? (emails.get(entry.targetId) ?? null) : null,
  }));
  return { rows, total, page, pageSize: AUDIT_PAGE_SIZE };
}

/** The actions the log holds, for the filter's choices (few: one per kind of admin change). */
export async function auditActions(executor: Executor): Promise<string[]> {
  const rows = await executor
    .selectDistinct({ action: auditLog.action })
    .from(auditLog)
    .orderBy(auditLog.action)
    .limit(200);
  return rows.map((row) => row.action);
}
