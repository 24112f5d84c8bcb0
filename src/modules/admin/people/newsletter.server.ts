import "server-only";
import { countSubscribers, latestSubscribers, type SubscriberRow } from "@/modules/newsletter/server";
import type { Executor } from "@/server/db";
import { NEWSLETTER_PAGE_SIZE } from "./newsletter-query";
import { clampPage, type ListPage } from "@/lib/paging";
import { toCsv } from "@/modules/admin/shared";

export type { SubscriberRow };

/** The latest subscribers first; `total` is the list's size. */
export async function listSubscribers(
  executor: Executor,
  askedPage: number,
): Promise<ListPage<SubscriberRow>> {
  const total = await countSubscribers(executor);
  const page = clampPage(askedPage, total, NEWSLETTER_PAGE_SIZE);
  const rows =
    total === 0
      ? []
      : await latestSubscribers(executor, {
          limit: NEWSLETTER_PAGE_SIZE,
          offset: (page - 1) * NEWSLETTER_PAGE_SIZE,
        });
  return { rows, total, page, pageSize: NEWSLETTER_PAGE_SIZE };
}

/** Far above the list's size for years; keeps one click from reading an unbounded table into memory. */
const SUBSCRIBER_EXPORT_LIMIT = 100_000;

export function exportSubscribers(executor: Executor): Promise<SubscriberRow[]> {
  return latestSubscribers(executor, { limit: SUBSCRIBER_EXPORT_LIMIT });
}
/** English, stable column names (spreadsheets and mailing tools read them); dates ISO 8601 in UTC. */
export function subscribersCsv(rows: readonly SubscriberRow[]): string {
  return toCsv([
    ["email", "language", "subscribed_at_utc"],
    ...rows.map((row) => [row.email, row.locale, row.createdAt.toISOString()]),
  ]);
}
