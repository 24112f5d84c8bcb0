/** The page to show: the one asked for, or the last one when the ask was past the end. */
export function clampPage(asked: number, total: number, pageSize: number): number {
  return Math.min(asked, Math.max(1, Math.ceil(total / pageSize)));
}

/** One page of a staff list: its rows, how many there are in all, which page, how long a page is. */
export type AdminPage<Row> = { rows: Row[]; total: number; page: number; pageSize: number };
