import { z } from "zod";

/*
 * A list page's filters as they stand in its URL (?q=&status=&page=), so the list can be linked,
 * reloaded and gone back to. Every field falls back to its default on its own: a hand-edited URL
 * (?page=abc, ?page=-3, a 5 KB search) gives the nearest sensible list, never an error page.
 */

/** The search parameters of a page (Next's `searchParams`) or of a request's URL. */
export type RawQuery = Record<string, string | string[] | undefined> | URLSearchParams;

/** One parameter as Next hands it over: absent, once, or repeated (the first one counts). */
const first = (value: unknown) => (Array.isArray(value) ? (value[0] as unknown) : value);

/** Free text, trimmed and cut to `max` characters (or, with "empty", longer text as none); "" when absent. */
export const textParam = (max: number, tooLong: "cut" | "empty" = "cut") =>
  z
    .preprocess(first, z.string().optional().catch(undefined))
    .transform((value) => (value ?? "").trim())
    .transform((value) => (value.length <= max ? value : tooLong === "cut" ? value.slice(0, max) : ""));

/** One of `values`; `fallback` when absent or anything else. */
export const choiceParam = <const Values extends readonly [string, ...string[]]>(
  values: Values,
  fallback: Values[number],
) => z.preprocess(first, z.enum(values)).catch(fallback);

/** The highest page a URL may ask for: past it is a typo, not a list that long. */
const MAX_PAGE = 100_000;

/** A page number from 1; 1 when absent or not a whole number in range. */
export const pageParam = z.preprocess(first, z.coerce.number().int().min(1).max(MAX_PAGE)).catch(1);

/** A calendar day as a date input sends it (YYYY-MM-DD, a real day of the years 2000–2999); "" when absent or anything else. */
export const dateParam = z
  .preprocess(first, z.string().regex(/^2\d{3}-\d{2}-\d{2}$/))
  .refine((value) => {
    const [year, month, day] = value.split("-").map(Number) as [number, number, number];
    const date = new Date(Date.UTC(year, month - 1, day));
    return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  })
  .catch("");

/** "1" (a checkbox ticked) → true; anything else false. */
export const flagParam = z
  .preprocess(first, z.literal("1"))
  .transform(() => true)
  .catch(false);

/** Parses `raw` with a schema of the parameters above; never throws. */
export function parseUrlQuery<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  raw: RawQuery,
): z.output<z.ZodObject<Shape>> {
  const record = raw instanceof URLSearchParams ? Object.fromEntries(raw) : raw;
  const picked = Object.fromEntries(Object.keys(schema.shape).map((key) => [key, record[key]]));
  return schema.parse(picked);
}

/**
 * "?a=…&b=…" for a link that keeps a list's filters, or "" when none is set. Values that are the
 * default are passed as undefined or false (and page 1 as 1), so links read like the form submits them.
 */
export function urlSearch(params: Record<string, string | number | boolean | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === false || value === "") continue;
    if (key === "page" && value === 1) continue;
    search.set(key, value === true ? "1" : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}
