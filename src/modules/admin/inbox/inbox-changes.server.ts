import "server-only";
import { replyToContactMessage, setContactMessageHandled } from "@/modules/support/server";
import type { Database } from "@/server/db";
import { recordAudit, type AuditActor } from "@/modules/admin/audit/server";

export type InboxChange = { ok: true } | { ok: false; error: "notFound" };

const stamp = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * "Mark handled" (handled true) or "Reopen" (false), with its audit entry in the same transaction.
 * Marking a handled message again keeps its first time; the audit shows both times anyway.
 */
export function setMessageHandled(
  database: Database,
  actor: AuditActor,
  id: string,
  handled: boolean,
): Promise<InboxChange> {
  return database.transaction(async (tx) => {
    const changed = await setContactMessageHandled(tx, id, handled);
    if (!changed) return { ok: false, error: "notFound" };
    const { before: message, after: updated } = changed;
    await recordAudit(tx, actor, {
      action: handled ? "contact-message.handle" : "contact-message.reopen",
      targetType: "contact-message",
      targetId: id,
      before: { handledAt: stamp(message.handledAt) },
      after: { handledAt: stamp(updated.handledAt) },
    });
    return { ok: true };
  });
}

/**
 * "Reply by mail": support queues the mail to the customer (a job, so a failed SMTP is retried), sets
 * replied_at and marks the message handled; this records who answered, all in one transaction. The audit
 * entry keeps the answer's length, not its text: the mail itself is in the outbox.
 */
export function replyToMessage(
  database: Database,
  actor: AuditActor,
  id: string,
  text: string,
): Promise<InboxChange> {
  return database.transaction(async (tx) => {
    const replied = await replyToContactMessage(tx, id, text);
    if (!replied) return { ok: false, error: "notFound" };
    const { before: message, after: updated, replyId } = replied;
    await recordAudit(tx, actor, {
      action: "contact-message.reply",
      targetType: "contact-message",
      targetId: id,
      before: { handledAt: stamp(message.handledAt), repliedAt: stamp(message.repliedAt) },
      after: {
        handledAt: stamp(updated.handledAt),
        repliedAt: stamp(updated.repliedAt),
        replyId,
        replyLength: text.length,
        to: message.email,
      },
    });
    return { ok: true };
  });
}
