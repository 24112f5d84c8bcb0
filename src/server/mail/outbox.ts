import { asc, desc, eq, ilike, sql } from "drizzle-orm";
import { containsPattern } from "@/lib/like-pattern";
import type { Executor } from "@/server/db";
import { mailOutbox } from "@/server/db/schema/mail";

/** A mail as it went out (the outbox keeps every one: docs/mail.md). */
export type OutboxMail = typeof mailOutbox.$inferSelect;
/** A list row: the mail without its bodies. */
export type OutboxRow = Pick<OutboxMail, "id" | "to" | "subject" | "template" | "transport" | "createdAt">;

const rowColumns = {
  id: mailOutbox.id,
  to: mailOutbox.to,
  subject: mailOutbox.subject,
  template: mailOutbox.template,
  transport: mailOutbox.transport,
  createdAt: mailOutbox.createdAt,
};

/** Sent mails to recipients containing `to` (any case; an empty text matches every mail). */
function sentTo(to: string) {
  return to ? ilike(mailOutbox.to, containsPattern(to)) : undefined;
}

/** How many sent mails match. */
export async function countOutbox(executor: Executor, to: string): Promise<number> {
  const [counted] = await executor
    .select({ total: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(sentTo(to));
  return counted?.total ?? 0;
}

/** Matching sent mails, newest first (the id breaking ties, so pages never repeat one). */
export function outboxRows(
  executor: Executor,
  to: string,
  { limit, offset }: { limit: number; offset: number },
): Promise<OutboxRow[]> {
  return executor
    .select(rowColumns)
    .from(mailOutbox)
    .where(sentTo(to))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit)
    .offset(offset);
}

/** One sent mail by its id (a UUID: the caller checks the shape first), or undefined. */
export async function findOutboxMail(executor: Executor, id: string): Promise<OutboxMail | undefined> {
  const [mail] = await executor.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return mail;
}

/** The mails sent about one order (mail_outbox.order_id), oldest first, as its history reads. */
export function outboxRowsForOrder(executor: Executor, orderId: string, limit = 100): Promise<OutboxRow[]> {
  return executor
    .select(rowColumns)
    .from(mailOutbox)
    .where(eq(mailOutbox.orderId, orderId))
    .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id))
    .limit(limit);
}
