import "server-only";
import { desc, sql } from "drizzle-orm";
import type { SignedInUser } from "@/modules/accounts/server";
import type { Executor } from "@/server/db";
import { auditLog } from "@/server/db/schema";

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

export type AuditRow = typeof auditLog.$inferSelect;

export const AUDIT_PAGE_SIZE = 50;

/** Newest first, optionally for one record ("order", its id). */
export async function auditEntries(
  executor: Executor,
  options: { page?: number; target?: { type: string; id: string } } = {},
): Promise<{ rows: AuditRow[]; total: number }> {
  const where = options.target
    ? sql`${auditLog.targetType} = ${options.target.type} and ${auditLog.targetId} = ${options.target.id}`
    : undefined;
  const page = Math.max(1, options.page ?? 1);
  const [rows, [count]] = await Promise.all([
    executor
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE),
    executor
      .select({ total: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}
