import "server-only";
import { desc, sql } from "drizzle-orm";
import type { Executor } from "@/server/db";
import { newsletterSubscribers } from "@/server/db/schema";
import { NEWSLETTER_PAGE_SIZE } from "./mail-query";
import { clampPage, type AdminPage } from "./paging";
import { toCsv } from "./csv";

export type SubscriberRow = { email: string; locale: string; createdAt: Date };

const columns = {
  email: newsletterSubscribers.email,
  locale: newsletterSubscribers.locale,
  createdAt: newsletterSubscribers.createdAt,
};
const latestFirst = [desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id)];

/** The latest subscribers first; `total` is the list's size. */
export async function listSubscribers(
  executor: Executor,
  askedPage: number,
): Promise<AdminPage<SubscriberRow>> {
  const [counted] = await executor.select({ total: sql<number>`count(*)::int` }).from(newsletterSubscribers);
  const total = counted?.total ?? 0;
  const page = clampPage(askedPage, total, NEWSLETTER_PAGE_SIZE);
  const rows =
    total === 0
      ? []
      : await executor
          .select(columns)
          .from(newsletterSubscribers)
          .orderBy(...latestFirst)
          .limit(NEWSLETTER_PAGE_SIZE)
          .offset((page - 1) * NEWSLETTER_PAGE_SIZE);
  return { rows, total, page, pageSize: NEWSLETTER_PAGE_SIZE };
}

/** Far above the list's size for years; keeps one click from reading an unbounded table into memory. */
export const SUBSCRIBER_EXPORT_LIMIT = 100_000;

export function exportSubscribers(executor: Executor): Promise<SubscriberRow[]> {
  return executor
    .select(columns)
    .from(newsletterSubscribers)
    .orderBy(...latestFirst)
    .limit(SUBSCRIBER_EXPORT_LIMIT);
}

/** English, stable column names (spreadsheets and mailing tools read them); dates ISO 8601 in UTC. */
export function subscribersCsv(rows: readonly SubscriberRow[]): string {
  return toCsv([
    ["email", "language", "subscribed_at_utc"],
    ...rows.map((row) => [row.email, row.locale, row.createdAt.toISOString()]),
  ]);
}
