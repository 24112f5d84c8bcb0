import { z } from "zod";
import { choiceParam, pageParam, parseUrlQuery, urlSearch, type RawQuery } from "@/lib/url-query";

/** Messages per page of the support inbox. */
export const INBOX_PAGE_SIZE = 25;

export const INBOX_FILTERS = ["open", "handled", "all"] as const;

/** The inbox as it stands in the URL (?show=&page=). Open messages by default: what still needs an answer. */
const schema = z.object({ show: choiceParam(INBOX_FILTERS, "open"), page: pageParam });

export type InboxQuery = z.infer<typeof schema>;

export function parseInboxQuery(raw: RawQuery): InboxQuery {
  return parseUrlQuery(schema, raw);
}

/** "?show=…&page=…" with defaults left out. */
export function inboxSearch(query: Partial<InboxQuery>): string {
  return urlSearch({ show: query.show !== "open" && query.show, page: query.page });
}
