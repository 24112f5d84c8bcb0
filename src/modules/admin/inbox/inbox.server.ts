import "server-only";
import {
  contactMessageRows,
  countContactMessages,
  findContactMessage,
  type ContactMessage,
  type ContactMessageRow,
} from "@/modules/support/server";
import type { Executor } from "@/server/db";
import { INBOX_PAGE_SIZE, type InboxQuery } from "./inbox-query";
import { clampPage, type ListPage } from "@/lib/paging";

export type InboxMessage = ContactMessage;
/** A list row: the message without its (long) text. */
export type InboxRow = ContactMessageRow;

/** One page of the support inbox (support owns the messages). */
export async function listInbox(executor: Executor, query: InboxQuery): Promise<ListPage<InboxRow>> {
  const total = await countContactMessages(executor, query.show);
  const page = clampPage(query.page, total, INBOX_PAGE_SIZE);
  const rows =
    total === 0
      ? []
      : await contactMessageRows(executor, query.show, {
          limit: INBOX_PAGE_SIZE,
          offset: (page - 1) * INBOX_PAGE_SIZE,
        });
  return { rows, total, page, pageSize: INBOX_PAGE_SIZE };
}

/** One message, or null for an unknown or malformed id (a 404, not a database error). */
export function loadInboxMessage(executor: Executor, id: string): Promise<InboxMessage | null> {
  return findContactMessage(executor, id);
}

/** An id staff pages look up (a message, a mail): anything else is a 404 without asking the database. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
