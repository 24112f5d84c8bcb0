import { z } from "zod";
import { choiceParam, pageParam, parseUrlQuery, urlSearch, type RawQuery } from "@/lib/url-query";

/** Reviews per page of the admin's list. */
export const REVIEWS_PAGE_SIZE = 25;

export const REVIEW_FILTERS = ["all", "visible", "hidden"] as const;

/** The reviews list as it stands in the URL (?show=&page=); every review by default, newest first. */
const schema = z.object({ show: choiceParam(REVIEW_FILTERS, "all"), page: pageParam });

export type ReviewsQuery = z.infer<typeof schema>;

export function parseReviewsQuery(raw: RawQuery): ReviewsQuery {
  return parseUrlQuery(schema, raw);
}

/** "?show=…&page=…" with defaults left out. */
export function reviewsSearch(query: Partial<ReviewsQuery>): string {
  return urlSearch({ show: query.show !== "all" && query.show, page: query.page });
}
