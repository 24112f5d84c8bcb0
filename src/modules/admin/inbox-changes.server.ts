import "server-only";
import { eq, sql } from "drizzle-orm";
import { contactReplyMailJob } from "@/modules/support/server";
import type { Database, Transaction } from "@/server/db";
import { contactMessages } from "@/server/db/schema";
import { enqueue } from "@/server/jobs";
import { recordAudit, type AuditActor } from "./audit.server";
import { UUID_PATTERN } from "./inbox.server";

export type InboxChange = { ok: true } | { ok: false; error: "notFound" };

/** The message row locked for this transaction, so two staff acting at once are applied one by one. */
async function lockedMessage(tx: Transaction, id: string) {
  if (!UUID_PATTERN.test(id)) return undefined;
  const [row] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for("update");
  return row;
}

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
    const message = await lockedMessage(tx, id);
    if (!message) return { ok: false, error: "notFound" };
    const [updated] = await tx
      .update(contactMessages)
      .set({ handledAt: handled ? sql`coalesce(${contactMessages.handledAt}, now())` : null })
      .where(eq(contactMessages.id, id))
      .returning({ handledAt: contactMessages.handledAt });
    await recordAudit(tx, actor, {
      action: handled ? "contact-message.handle" : "contact-message.reopen",
      targetType: "contact-message",
      targetId: id,
      before: { handledAt: stamp(message.handledAt) },
      after: { handledAt: stamp(updated?.handledAt ?? null) },
    });
    return { ok: true };
  });
}

/**
 * "Reply by mail": queues the mail to the customer (a job, so a failed SMTP is retried), sets
 * replied_at, marks the message handled, and records who answered, all in one transaction. The audit
 * entry keeps the answer's length, not its text: the mail itself is in the outbox.
 */
export function replyToMessage(
  database: Database,
  actor: AuditActor,
  id: string,
  text: string,
): Promise<InboxChange> {
  return database.transaction(async (tx) => {
    const message = await lockedMessage(tx, id);
    if (!message) return { ok: false, error: "notFound" };
    const replyId = crypto.randomUUID();
    await enqueue(tx, contactReplyMailJob, { messageId: id, replyId, text });
    const [updated] = await tx
      .update(contactMessages)
      .set({ repliedAt: sql`now()`, handledAt: sql`coalesce(${contactMessages.handledAt}, now())` })
      .where(eq(contactMessages.id, id))
      .returning({ handledAt: contactMessages.handledAt, repliedAt: contactMessages.repliedAt });
    await recordAudit(tx, actor, {
      action: "contact-message.reply",
      targetType: "contact-message",
      targetId: id,
      before: { handledAt: stamp(message.handledAt), repliedAt: stamp(message.repliedAt) },
      after: {
        handledAt: stamp(updated?.handledAt ?? null),
        repliedAt: stamp(updated?.repliedAt ?? null),
        replyId,
        replyLength: text.length,
        to: message.email,
      },
    });
    return { ok: true };
  });
}
