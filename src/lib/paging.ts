/*
 * Paged lists (the staff area's lists and the product reviews): one rule for how many pages a list has
 * and which page a URL's number shows, so a page past the end shows the last one everywhere.
 */

/** How many pages `total` rows make; at least one, so an empty list is page 1 of 1. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The page to show: the one asked for (from 1), or the last one when the ask was past the end. */
export function clampPage(asked: number, total: number, pageSize: number): number {
  return Math.min(Math.max(1, asked), pageCount(total, pageSize));
}

/** One page of a list: its rows, how many there are in all, which page, how long a page is. */
export type ListPage<Row> = { rows: Row[]; total: number; page: number; pageSize: number };
