import "server-only";
import type { Database, Executor } from "@/server/db";
import { enqueue, failingJobs, lockJobOfKind, retryJob } from "@/server/jobs";
import {
  countOutbox,
  findOutboxMail,
  outboxRows,
  resendMailJob,
  type OutboxMail,
  type OutboxRow,
} from "@/server/mail";
import { recordAudit, type AuditActor } from "@/modules/admin/audit/server";
import { UUID_PATTERN } from "@/modules/admin/inbox/server";
import { MAIL_PAGE_SIZE, type MailQuery } from "./mail-query";
import { clampPage, type ListPage } from "@/lib/paging";

export type { OutboxMail, OutboxRow };

/** What was sent, newest first, optionally to recipients containing `query.to` (the mail outbox owns the rows). */
export async function listOutbox(executor: Executor, query: MailQuery): Promise<ListPage<OutboxRow>> {
  const total = await countOutbox(executor, query.to);
  const page = clampPage(query.page, total, MAIL_PAGE_SIZE);
  const rows =
    total === 0
      ? []
      : await outboxRows(executor, query.to, { limit: MAIL_PAGE_SIZE, offset: (page - 1) * MAIL_PAGE_SIZE });
  return { rows, total, page, pageSize: MAIL_PAGE_SIZE };
}

export async function loadOutboxMail(executor: Executor, id: string): Promise<OutboxMail | null> {
  if (!UUID_PATTERN.test(id)) return null;
  return (await findOutboxMail(executor, id)) ?? null;
}

/** A mail job that did not go through: failed for good, or queued again after a failed attempt. */
export type FailingMailJob = {
  id: number;
  kind: string;
  state: "failed" | "retrying";
  attempts: number;
  maxAttempts: number;
  lastError: string | null;
  /** When it failed for good, or when the next attempt is due. */
  at: Date;
  createdAt: Date;
};

/** At most this many are listed: more than that is an outage, and the first ones say why. */
const FAILING_LIMIT = 50;

/** Mail jobs (kind `mail.*`) that failed, or are retrying after a failure; newest first. */
export async function failingMailJobs(executor: Executor): Promise<FailingMailJob[]> {
  const rows = await failingJobs(executor, "mail.", FAILING_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    state: row.status === "failed" ? "failed" : "retrying",
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    lastError: row.lastError,
    at: row.status === "failed" ? (row.finishedAt ?? row.runAt) : row.runAt,
    createdAt: row.createdAt,
  }));
}

export type OutboxChange = { ok: true } | { ok: false; error: "notFound" | "notRetryable" };

/** "Send again": queues a copy of a sent mail (a new outbox row once it goes), audited in one transaction. */
export function resendOutboxMail(database: Database, actor: AuditActor, id: string): Promise<OutboxChange> {
  return database.transaction(async (tx) => {
    const mail = await loadOutboxMail(tx, id);
    if (!mail) return { ok: false, error: "notFound" };
    const requestId = crypto.randomUUID();
    await enqueue(tx, resendMailJob, { mailId: id, requestId });
    await recordAudit(tx, actor, {
      action: "mail.resend",
      targetType: "mail",
      targetId: id,
      after: { to: mail.to, subject: mail.subject, template: mail.template, requestId },
    });
    return { ok: true };
  });
}

/** "Retry": a failed or retrying mail job runs again now with all its attempts, audited. */
export function retryMailJob(database: Database, actor: AuditActor, id: number): Promise<OutboxChange> {
  return database.transaction(async (tx) => {
    const job = await lockJobOfKind(tx, id, "mail.");
    if (!job) return { ok: false, error: "notFound" };
    if (!(await retryJob(tx, id))) return { ok: false, error: "notRetryable" };
    await recordAudit(tx, actor, {
      action: "job.retry",
      targetType: "job",
      targetId: String(id),
      before: { kind: job.kind, status: job.status, attempts: job.attempts },
      after: { kind: job.kind, status: "queued", attempts: 0 },
    });
    return { ok: true };
  });
}
