import "server-only";
import { desc, sql } from "drizzle-orm";
import type { Executor } from "@/server/db";
import { newsletterSubscribers } from "@/server/db/schema/newsletter";

/** A subscriber as the staff list and its CSV export show them. */
export type SubscriberRow = { email: string; locale: string; createdAt: Date };

const columns = {
  email: newsletterSubscribers.email,
  locale: newsletterSubscribers.locale,
  createdAt: newsletterSubscribers.createdAt,
};
const latestFirst = [desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id)];

/** How many addresses are subscribed. */
export async function countSubscribers(executor: Executor): Promise<number> {
  const [counted] = await executor.select({ total: sql<number>`count(*)::int` }).from(newsletterSubscribers);
  return counted?.total ?? 0;
}

/** Subscribers, the latest first (the id breaking ties, so pages never repeat one). */
export function latestSubscribers(
  executor: Executor,
  { limit, offset = 0 }: { limit: number; offset?: number },
): Promise<SubscriberRow[]> {
  return executor
    .select(columns)
    .from(newsletterSubscribers)
    .orderBy(...latestFirst)
    .limit(limit)
    .offset(offset);
}
