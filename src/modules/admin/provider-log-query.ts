import { z } from "zod";

/** Entries per page of the provider log: enough to scan, small enough that bodies stay readable. */
export const PROVIDER_LOG_PAGE_SIZE = 25;

/** What the provider log page was asked for, from its URL (?page=, ?order=, ?errors=1). */
export type ProviderLogQuery = { page: number; order: string; errorsOnly: boolean };

/** One search parameter as Next hands it over: repeated parameters arrive as an array; the first counts. */
const first = z.preprocess((value) => (Array.isArray(value) ? value[0] : value), z.unknown());

// Each field falls back on its own, so a hand-edited URL (?page=abc, ?page=-3, a 5 KB order) shows the
// log with defaults instead of an error page.
const schema = z.object({
  page: first.pipe(z.coerce.number().int().min(1).max(100_000)).catch(1),
  order: first.pipe(z.string().trim().max(100)).catch(""),
  errors: first.pipe(z.literal("1")).optional().catch(undefined),
});

export function parseProviderLogQuery(
  params: Record<string, string | string[] | undefined>,
): ProviderLogQuery {
  const parsed = schema.parse(params);
  return { page: parsed.page, order: parsed.order, errorsOnly: parsed.errors === "1" };
}

/** The URL search of a query, leaving defaults out, so links read like the form submits them. */
export function providerLogSearch(query: ProviderLogQuery): string {
  const params = new URLSearchParams();
  if (query.order) params.set("order", query.order);
  if (query.errorsOnly) params.set("errors", "1");
  if (query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}
