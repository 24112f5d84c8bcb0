/** `YYYY-MM-DD HH:MM:SS` in UTC: how CloudCore writes order_date and create_date (docs/cloudprinter.md §2.1, §2.5). */
export function orderDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace("T", " ");
}

/** ISO 8601 with an explicit offset and no fraction, e.g. "2019-05-30T09:49:34+00:00" (docs/cloudprinter.md §2.6, §3.2). */
export function isoDatetime(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 19)}+00:00`;
}
