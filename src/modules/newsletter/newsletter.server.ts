import "server-only";
import type { Database } from "@/server/db";
import { newsletterSubscribers } from "@/server/db/schema/newsletter";

/**
 * Adds a subscriber once. Subscribing again is not an error and changes nothing, so the answer never
 * tells a visitor whether an address was already on the list.
 */
export async function subscribe(database: Database, email: string, locale: string): Promise<void> {
  await database.insert(newsletterSubscribers).values({ email, locale }).onConflictDoNothing();
}
