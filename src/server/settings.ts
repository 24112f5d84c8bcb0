/**
 * Shop settings staff change in the admin (the support address, …): one `shop_settings` row per key,
 * its value JSON. The owner of a key validates it with its own schema, so a row written by an older
 * version that no longer fits falls back instead of breaking a page or a mail.
 *
 * Reads go through the one cache layer (tag `shop-settings`): settings are read on every mail and page
 * that shows them and change a few times a year. A write empties the cache in every process at commit.
 */
import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { createCache, invalidateTags } from "./cache";
import { db, type Executor } from "./db";
import { shopSettings } from "./db/schema/settings";

const SHOP_SETTINGS_TAG = "shop-settings";

// One entry per key; the list of keys is short and fixed by the code that reads them.
const settingsCache = createCache({
  name: "shop settings",
  tags: [SHOP_SETTINGS_TAG],
  ttlMs: 5 * 60_000,
  maxEntries: 100,
});

/** The stored JSON of `key`, or undefined when no row exists (cached; the value itself is unchecked). */
function storedValue(key: string): Promise<{ value: unknown } | undefined> {
  return settingsCache.get(key, async () => {
    const [row] = await db()
      .select({ value: shopSettings.value })
      .from(shopSettings)
      .where(eq(shopSettings.key, key));
    return row ? { value: row.value } : undefined;
  });
}

/**
 * The setting `key` as `schema` reads it, or `fallback` when it was never saved or what is stored no
 * longer fits the schema. `fallback` may be a function, so an environment default is read only when needed.
 */
export async function readSetting<T>(key: string, schema: z.ZodType<T>, fallback: T | (() => T)): Promise<T> {
  const stored = await storedValue(key);
  if (stored) {
    const parsed = schema.safeParse(stored.value);
    if (parsed.success) return parsed.data;
  }
  return typeof fallback === "function" ? (fallback as () => T)() : fallback;
}

/** The stored value of `key` as it is (not validated), or null; for audit entries' "before". */
export async function storedSetting(executor: Executor, key: string): Promise<unknown> {
  const [row] = await executor
    .select({ value: shopSettings.value })
    .from(shopSettings)
    .where(eq(shopSettings.key, key));
  return row ? row.value : null;
}

/** Whether `key` has a row (storedSetting answers null for a missing row and for a stored JSON null alike). */
export async function hasStoredSetting(executor: Executor, key: string): Promise<boolean> {
  const [row] = await executor
    .select({ key: shopSettings.key })
    .from(shopSettings)
    .where(eq(shopSettings.key, key));
  return row !== undefined;
}

/**
 * Saves `value` under `key` (the caller validated it) and empties the settings cache everywhere. Pass
 * the transaction that records the change (its audit entry): the invalidation then leaves at commit.
 * `value` null removes the row, so the fallback applies again.
 */
export async function writeSetting(executor: Executor, key: string, value: unknown): Promise<void> {
  if (value === null || value === undefined) {
    await executor.delete(shopSettings).where(eq(shopSettings.key, key));
  } else {
    await executor
      .insert(shopSettings)
      .values({ key, value })
      .onConflictDoUpdate({ target: shopSettings.key, set: { value, updatedAt: sql`now()` } });
  }
  await invalidateTags([SHOP_SETTINGS_TAG], executor);
}
