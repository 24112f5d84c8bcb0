import "server-only";
import { desc, eq, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import type { Executor } from "@/server/db";
import { contactMessages } from "@/server/db/schema";
import { INBOX_PAGE_SIZE, type InboxFilter, type InboxQuery } from "./inbox-query";
import { clampPage, type AdminPage } from "./paging";

export type InboxMessage = typeof contactMessages.$inferSelect;
/** A list row: the message without its (long) text. */
export type InboxRow = Omit<InboxMessage, "message">;

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

function showing(filter: InboxFilter): SQL | undefined {
  if (filter === "open") return isNull(contactMessages.handledAt);
  if (filter === "handled") return isNotNull(contactMessages.handledAt);
  return undefined;
}

/** Newest first, the id breaking ties so paging never repeats or skips a message. */
export async function listInbox(executor: Executor, query: InboxQuery): Promise<AdminPage<InboxRow>> {
  const where = showing(query.show);
  const [counted] = await executor
    .select({ total: sql<number>`count(*)::int` })
    .from(contactMessages)
    .where(where);
  const total = counted?.total ?? 0;
  const page = clampPage(query.page, total, INBOX_PAGE_SIZE);
  const rows =
    total === 0
      ? []
      : await executor
          .select(rowColumns)
          .from(contactMessages)
          .where(where)
          .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
          .limit(INBOX_PAGE_SIZE)
          .offset((page - 1) * INBOX_PAGE_SIZE);
  return { rows, total, page, pageSize: INBOX_PAGE_SIZE };
}

/** How many messages still wait for staff (the nav and the overview can show it). */
export async function openMessageCount(executor: Executor): Promise<number> {
  const [counted] = await executor
    .select({ total: sql<number>`count(*)::int` })
    .from(contactMessages)
    .where(isNull(contactMessages.handledAt));
  return counted?.total ?? 0;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One message, or null for an unknown or malformed id (a 404, not a database error). */
export async function loadInboxMessage(executor: Executor, id: string): Promise<InboxMessage | null> {
  if (!UUID.test(id)) return null;
  const [message] = await executor.select().from(contactMessages).where(eq(contactMessages.id, id));
  return message ?? null;
}

export { UUID as UUID_PATTERN };
