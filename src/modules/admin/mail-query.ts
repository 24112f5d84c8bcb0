import { z } from "zod";

/** Mails per page of the outbox. */
export const MAIL_PAGE_SIZE = 25;

const first = (value: unknown) => (Array.isArray(value) ? (value[0] as unknown) : value);

/** The outbox as it stands in the URL (?to=&page=); each field falls back on its own. */
const schema = z.object({
  to: z
    .preprocess(first, z.string().optional())
    .transform((to) => (to ?? "").trim().slice(0, 100))
    .catch(""),
  page: z.preprocess(first, z.coerce.number().int().min(1).max(100_000)).catch(1),
});

export type MailQuery = z.infer<typeof schema>;

export function parseMailQuery(raw: Record<string, string | string[] | undefined>): MailQuery {
  return schema.parse({ to: raw.to, page: raw.page });
}

/** "?to=…&page=…" with defaults left out. */
export function mailSearch(query: Partial<MailQuery>): string {
  const params = new URLSearchParams();
  if (query.to) params.set("to", query.to);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** Subscribers per page of the newsletter list. */
export const NEWSLETTER_PAGE_SIZE = 50;

/** The newsletter list's page (?page=). */
export function parseNewsletterPage(raw: Record<string, string | string[] | undefined>): number {
  return z.preprocess(first, z.coerce.number().int().min(1).max(100_000)).catch(1).parse(raw.page);
}
