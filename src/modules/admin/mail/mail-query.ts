import { z } from "zod";
import { pageParam, parseUrlQuery, textParam, urlSearch, type RawQuery } from "@/lib/url-query";

/** Mails per page of the outbox. */
export const MAIL_PAGE_SIZE = 25;

/** The outbox as it stands in the URL (?to=&page=). */
const schema = z.object({ to: textParam(100), page: pageParam });

export type MailQuery = z.infer<typeof schema>;

export function parseMailQuery(raw: RawQuery): MailQuery {
  return parseUrlQuery(schema, raw);
}

/** "?to=…&page=…" with defaults left out. */
export function mailSearch(query: Partial<MailQuery>): string {
  return urlSearch({ to: query.to, page: query.page });
}
