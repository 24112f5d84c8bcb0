import { z } from "zod";

/** Messages per page of the support inbox. */
export const INBOX_PAGE_SIZE = 25;

export const INBOX_FILTERS = ["open", "handled", "all"] as const;
export type InboxFilter = (typeof INBOX_FILTERS)[number];

const first = (value: unknown) => (Array.isArray(value) ? (value[0] as unknown) : value);

/**
 * The inbox as it stands in the URL (?show=&page=). Open messages by default: what still needs an
 * answer. Each field falls back on its own, so a hand-edited URL shows the nearest sensible list.
 */
const schema = z.object({
  show: z.preprocess(first, z.enum(INBOX_FILTERS).default("open")).catch("open"),
  page: z.preprocess(first, z.coerce.number().int().min(1).max(100_000)).catch(1),
});

export type InboxQuery = z.infer<typeof schema>;

export function parseInboxQuery(raw: Record<string, string | string[] | undefined>): InboxQuery {
  return schema.parse({ show: raw.show, page: raw.page });
}

/** "?show=…&page=…" with defaults left out. */
export function inboxSearch(query: Partial<InboxQuery>): string {
  const params = new URLSearchParams();
  if (query.show && query.show !== "open") params.set("show", query.show);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}
