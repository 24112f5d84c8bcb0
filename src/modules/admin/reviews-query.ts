import { z } from "zod";

/** Reviews per page of the admin's list. */
export const REVIEWS_PAGE_SIZE = 25;

export const REVIEW_FILTERS = ["all", "visible", "hidden"] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];

const first = (value: unknown) => (Array.isArray(value) ? (value[0] as unknown) : value);

/** The reviews list as it stands in the URL (?show=&page=); every review by default, newest first. */
const schema = z.object({
  show: z.preprocess(first, z.enum(REVIEW_FILTERS).default("all")).catch("all"),
  page: z.preprocess(first, z.coerce.number().int().min(1).max(100_000)).catch(1),
});

export type ReviewsQuery = z.infer<typeof schema>;

export function parseReviewsQuery(raw: Record<string, string | string[] | undefined>): ReviewsQuery {
  return schema.parse({ show: raw.show, page: raw.page });
}

/** "?show=…&page=…" with defaults left out. */
export function reviewsSearch(query: Partial<ReviewsQuery>): string {
  const params = new URLSearchParams();
  if (query.show && query.show !== "all") params.set("show", query.show);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}
