/**
 * The process caches of data read from the database (catalog, exchange rates, provider connection,
 * shipping answers), with tags so that a change anywhere empties them in every process.
 *
 * Why this module and not Next's `use cache` / `cacheTag` / `revalidateTag`: the same services run in
 * `scripts/worker.ts`, outside Next, and `revalidateTag` only reaches the process that calls it (or a
 * shared cache handler we would have to run). Here each process keeps its copies in memory, and
 * invalidations travel through PostgreSQL LISTEN/NOTIFY to every process on the same database. On PGlite
 * there is exactly one process, so clearing locally is the whole job.
 *
 * Each entry also has a TTL, a safety net only: a missed notification can't happen unnoticed (a dropped
 * listening connection clears everything), but a write that forgets to invalidate would otherwise stay
 * invisible until the process restarts.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { currentDatabaseHandle, type Executor } from "../db/client";
import { clearEnvCache } from "../env";
import { CACHE_CHANNEL, startListener, type CacheListener } from "./listener";

export type CacheOptions = {
  /** What the cache holds, for reading and debugging. */
  name: string;
  /** `invalidateTags` with any of these empties the cache. */
  tags: readonly string[];
  /** Answers older than this are loaded again even without an invalidation. */
  ttlMs: number;
  /** Past this many keys the least recently used goes, so callers varying the key can't grow memory. */
  maxEntries?: number;
  now?: () => number;
};

export type Cache = {
  /**
   * The answer for `key`: kept, or loaded by `load` once however many callers ask at the same time.
   * A failed load is not kept: the next caller tries again instead of getting the failure until the TTL.
   */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  readonly size: number;
  /** Empties the cache and stops invalidations reaching it (a cache no longer in use). */
  dispose(): void;
};

/** `tags: "all"`: copies that depend on every cached datum (the prerendered pages). */
type Registered = { name: string; tags: ReadonlySet<string> | "all"; clear: () => void };

/**
 * On globalThis, like the database handle: Next bundles instrumentation and routes separately, and an
 * invalidation received by one bundle's listener must clear the caches the other bundle reads.
 */
type CacheState = { caches: Set<Registered>; listener?: CacheListener };
const holder = globalThis as typeof globalThis & { __printgoCaches?: CacheState };
const state: CacheState = (holder.__printgoCaches ??= { caches: new Set() });

type Entry = { value: Promise<unknown>; at: number };

export function createCache(options: CacheOptions): Cache {
  const { ttlMs, maxEntries = Infinity, now = Date.now } = options;
  // A Map keeps insertion order; re-inserting on use makes that order "least recently used first".
  const entries = new Map<string, Entry>();
  const registered: Registered = {
    name: options.name,
    tags: new Set(options.tags),
    clear: () => entries.clear(),
  };
  state.caches.add(registered);
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      ensureListening();
      const hit = entries.get(key);
      entries.delete(key);
      if (hit && now() - hit.at < ttlMs) {
        entries.set(key, hit);
        return hit.value as Promise<T>;
      }
      const value = (async () => load())();
      const entry = { value, at: now() };
      entries.set(key, entry);
      // Identity check: an invalidation may already have replaced the entry with a newer load.
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break;
        entries.delete(oldest);
      }
      return value;
    },
    get size() {
      return entries.size;
    },
    dispose() {
      entries.clear();
      state.caches.delete(registered);
    },
  };
}

/** One cached answer (no key): `cachedValue(options, load)()` is the current one. */
export function cachedValue<T>(options: Omit<CacheOptions, "maxEntries">, load: () => Promise<T>) {
  const cache = createCache({ ...options, maxEntries: 1 });
  return (): Promise<T> => cache.get("value", load);
}

function clearTags(tags: readonly string[]): void {
  for (const cache of state.caches) {
    const held = cache.tags;
    if (held === "all" || tags.some((tag) => held.has(tag))) cache.clear();
  }
}

/** Tags `invalidationsHeard` sends to itself: they only mark a place in the stream, and clear nothing. */
const HEARD_PREFIX = "heard:";
const awaitingEcho = new Map<string, () => void>();

function heard(tags: readonly string[]): void {
  // A marker changes nothing, so it must not reach the caches that drop on any tag (the kept pages).
  const changed = tags.filter((tag) => !tag.startsWith(HEARD_PREFIX));
  if (changed.length > 0) clearTags(changed);
  for (const tag of tags) awaitingEcho.get(tag)?.();
}

/** After a gap everything is cleared, which covers every invalidation sent before it. */
function gap(): void {
  clearAll();
  for (const resolve of awaitingEcho.values()) resolve();
}

/**
 * Registers copies kept outside this module, dropped (`clear`) whenever any tag is invalidated, here or
 * in another process, and when the listener may have missed notifications. The prerendered pages
 * (page-cache.ts) are such copies: every datum cached here (catalog, rates, settings, the provider's
 * countries and availability) is shown on some page. Returns the unregistering function.
 */
export function onAnyInvalidation(name: string, clear: () => void): () => void {
  const registered: Registered = { name, tags: "all", clear };
  state.caches.add(registered);
  ensureListening();
  return () => state.caches.delete(registered);
}

function clearAll(): void {
  for (const cache of state.caches) cache.clear();
}

/**
 * Empties every cache holding any of `tags`, here and in every other process. On PostgreSQL it sends
 * NOTIFY; pass the transaction that made the change as `executor` and the notification leaves at
 * commit (none on rollback), and comes back to this process too, so a read between this call and the
 * commit (which still saw the old rows) is dropped again. Without a transaction, call it after the write.
 */
export async function invalidateTags(tags: readonly string[], executor?: Executor): Promise<void> {
  clearTags(tags);
  const handle = currentDatabaseHandle();
  // PGlite: one process, already done. No handle: nothing has read the database through it.
  if (handle?.kind !== "postgres") return;
  await (executor ?? handle.db).execute(sql`select pg_notify(${CACHE_CHANNEL}, ${JSON.stringify(tags)})`);
}

/**
 * Listens on the current database when it is a PostgreSQL server, and follows the handle when it
 * changes (tests install a new database per test). Called on every read, so any process that caches
 * anything also hears about changes, the worker included, without a start-up step to forget.
 */
function ensureListening(): void {
  const handle = currentDatabaseHandle();
  const url = handle?.kind === "postgres" ? handle.url : undefined;
  if (state.listener?.url === url) return;
  void stopListening();
  if (url) state.listener = startListener(url, { onTags: heard, onGap: gap });
}

function stopListening(): Promise<void> {
  const listener = state.listener;
  state.listener = undefined;
  return listener?.stop() ?? Promise.resolve();
}

/** Closes the listening connection at shutdown; a later read (there should be none) opens another. */
export function closeCacheListener(): Promise<void> {
  return stopListening();
}

/**
 * Resolves once this process hears invalidations for the current database (at once on PGlite). Only
 * for tests and tools that must not change data before every process listens.
 */
export async function cacheListening(): Promise<void> {
  ensureListening();
  await state.listener?.ready;
}

/**
 * Resolves once every invalidation committed so far, by any process, has reached this one's caches.
 * `invalidateTags` clears this process at once, but on PostgreSQL its own notification comes back a
 * moment later and clears again: a test counting loads must wait for that echo, or the echo empties a
 * cache it has just filled. Sends a marker through the same channel; PostgreSQL delivers notifications
 * in commit order, so the marker arrives after everything committed before it. At once on PGlite.
 */
export async function invalidationsHeard(): Promise<void> {
  const handle = currentDatabaseHandle();
  if (handle?.kind !== "postgres") return;
  await cacheListening();
  const marker = `${HEARD_PREFIX}${randomUUID()}`;
  const echoed = new Promise<void>((resolve) => awaitingEcho.set(marker, resolve));
  try {
    await handle.db.execute(sql`select pg_notify(${CACHE_CHANNEL}, ${JSON.stringify([marker])})`);
    await echoed;
  } finally {
    awaitingEcho.delete(marker);
  }
}

/** The listening session's backend pid, for tests that cut the connection; undefined when none. */
export function cacheListenerPid(): number | undefined {
  return state.listener?.backendPid();
}

/**
 * Forgets every cached answer and the parsed configuration, and closes the listening connection (the
 * next read opens one for the database then current). The per-test database helper calls it, so no
 * test sees another's data; a test that changes process.env calls it so the change takes effect.
 */
export function resetProcessCaches(): void {
  clearEnvCache();
  clearAll();
  void stopListening();
}
