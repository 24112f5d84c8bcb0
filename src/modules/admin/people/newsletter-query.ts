import { z } from "zod";
import { pageParam, parseUrlQuery, type RawQuery } from "@/lib/url-query";

/** Subscribers per page of the newsletter list. */
export const NEWSLETTER_PAGE_SIZE = 50;

/** The newsletter list's page (?page=). */
export function parseNewsletterPage(raw: RawQuery): number {
  return parseUrlQuery(z.object({ page: pageParam }), raw).page;
}
