import "server-only";
import { desc, eq, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import type { Executor, Transaction } from "@/server/db";
import { contactMessages } from "@/server/db/schema/support";
import { enqueue } from "@/server/jobs";
import { contactReplyMailJob } from "./jobs";

export type ContactMessage = typeof contactMessages.$inferSelect;
/** A list row: the message without its (long) text. */
export type ContactMessageRow = Omit<ContactMessage, "message">;
/** Which messages a list shows: all, those still waiting for staff, or those handled. */
export type ContactMessageFilter = "all" | "open" | "handled";

const rowColumns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  subject: contactMessages.subject,
  locale: contactMessages.locale,
  createdAt: contactMessages.createdAt,
  handledAt: contactMessages.handledAt,
  repliedAt: contactMessages.repliedAt,
};

function showing(filter: ContactMessageFilter): SQL | undefined {
  if (filter === "open") return isNull(contactMessages.handledAt);
  if (filter === "handled") return isNotNull(contactMessages.handledAt);
  return undefined;
}

/** How many messages the filter shows. */
export async function countContactMessages(
  executor: Executor,
  filter: ContactMessageFilter,
): Promise<number> {
  const [counted] = await executor
    .select({ total: sql<number>`count(*)::int` })
    .from(contactMessages)
    .where(showing(filter));
  return counted?.total ?? 0;
}

/** Newest first, the id breaking ties so paging never repeats or skips a message. */
export function contactMessageRows(
  executor: Executor,
  filter: ContactMessageFilter,
  { limit, offset }: { limit: number; offset: number },
): Promise<ContactMessageRow[]> {
  return executor
    .select(rowColumns)
    .from(contactMessages)
    .where(showing(filter))
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(limit)
    .offset(offset);
}

/** The messages sent from an address (any case), newest first, at most `limit`: a customer's page lists them. */
export function contactMessagesFrom(
  executor: Executor,
  email: string,
  limit: number,
): Promise<ContactMessageRow[]> {
  return executor
    .select(rowColumns)
    .from(contactMessages)
    .where(eq(sql`lower(${contactMessages.email})`, email.toLowerCase()))
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(limit);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One message, or null for an unknown or malformed id (a 404, not a database error). */
export async function findContactMessage(executor: Executor, id: string): Promise<ContactMessage | null> {
  if (!UUID.test(id)) return null;
  const [message] = await executor.select().from(contactMessages).where(eq(contactMessages.id, id));
  return message ?? null;
}

/** The message row locked for this transaction, so two staff acting at once are applied one by one. */
async function lockedMessage(tx: Transaction, id: string) {
  if (!UUID.test(id)) return undefined;
  const [row] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for("update");
  return row;
}

type Stamps = { handledAt: Date | null; repliedAt: Date | null };

/**
 * Marks the message handled (`handled` true; a handled message keeps its first time) or open again, in
 * the caller's transaction. Answers the message as it was and its times after, or undefined when no
 * such message exists.
 */
export async function setContactMessageHandled(
  tx: Transaction,
  id: string,
  handled: boolean,
): Promise<{ before: ContactMessage; after: Stamps } | undefined> {
  const message = await lockedMessage(tx, id);
  if (!message) return undefined;
  const [updated] = await tx
    .update(contactMessages)
    .set({ handledAt: handled ? sql`coalesce(${contactMessages.handledAt}, now())` : null })
    .where(eq(contactMessages.id, id))
    .returning({ handledAt: contactMessages.handledAt, repliedAt: contactMessages.repliedAt });
  return { before: message, after: updated ?? { handledAt: null, repliedAt: null } };
}

/**
 * Queues the reply mail to the customer (a job, so a failed SMTP is retried), sets replied_at and marks
 * the message handled, in the caller's transaction. Answers as setContactMessageHandled does, plus the
 * reply's id.
 */
export async function replyToContactMessage(
  tx: Transaction,
  id: string,
  text: string,
): Promise<{ before: ContactMessage; after: Stamps; replyId: string } | undefined> {
  const message = await lockedMessage(tx, id);
  if (!message) return undefined;
  const replyId = crypto.randomUUID();
  await enqueue(tx, contactReplyMailJob, { messageId: id, replyId, text });
  const [updated] = await tx
    .update(contactMessages)
    .set({ repliedAt: sql`now()`, handledAt: sql`coalesce(${contactMessages.handledAt}, now())` })
    .where(eq(contactMessages.id, id))
    .returning({ handledAt: contactMessages.handledAt, repliedAt: contactMessages.repliedAt });
  return { before: message, after: updated ?? { handledAt: null, repliedAt: null }, replyId };
}
