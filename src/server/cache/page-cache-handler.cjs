// @ts-check
/**
 * Next's cache of prerendered pages (next.config.mjs `cacheHandler`), kept in this process's memory and
 * dropped as a whole whenever the data any page shows changes (docs/architecture.md#prerendered-pages).
 *
 * Why our own handler: Next's revalidatePath/revalidateTag only work inside a request or action of the
 * process that calls them, but our data also changes in other processes (the worker, a second server,
 * `npm run admin`). Those changes already reach every process through the tagged cache layer
 * (src/server/cache, LISTEN/NOTIFY on PostgreSQL); page-cache.ts registers `dropPrerenderedPages` there,
 * which moves the shared epoch on, and an entry from an older epoch is a miss here: Next renders the
 * page again with fresh data.
 *
 * A page whose render began before a change and ended after it is not kept: it may show the old data.
 * Next asks `get` (a miss) right before it renders, so the epoch of that miss is the render's start.
 *
 * Plain CommonJS because Next loads it by path, in `next build` too, where TypeScript isn't compiled.
 * The state lives on globalThis so the server's bundles and this file share one epoch.
 */

/** @typedef {{ value: unknown; lastModified: number; epoch: number; size: number }} Entry */
/** @typedef {{ epoch: number; entries: Map<string, Entry>; missedIn: Map<string, number>; bytes: number }} PageCacheState */

/** At most this many bytes of pages (HTML + RSC payloads), least recently used out first. */
const MAX_BYTES = 64 * 1024 * 1024;
/** A safety net only: pages are dropped on every change; this bounds a change that forgot to say so. */
const MAX_AGE_MS = 60 * 60 * 1000;

/** @returns {PageCacheState} */
function pageCacheState() {
  const holder = /** @type {{ __printgoPageCache?: PageCacheState }} */ (globalThis);
  return (holder.__printgoPageCache ??= { epoch: 0, entries: new Map(), missedIn: new Map(), bytes: 0 });
}

/** @param {unknown} value */
function sizeOf(value) {
  if (value === null || value === undefined) return 0;
  if (typeof value === "string") return value.length;
  if (value instanceof Uint8Array) return value.byteLength;
  if (value instanceof Map) {
    let total = 0;
    for (const item of value.values()) total += sizeOf(item);
    return total;
  }
  if (typeof value === "object") {
    let total = 0;
    for (const item of Object.values(value)) total += sizeOf(item);
    return total;
  }
  return 8;
}

/**
 * @param {PageCacheState} state
 * @param {string} key
 */
function forget(state, key) {
  const entry = state.entries.get(key);
  if (!entry) return;
  state.entries.delete(key);
  state.bytes -= entry.size;
}

class PageCacheHandler {
  /** @param {unknown} _options */
  constructor(_options) {
    this.state = pageCacheState();
  }

  /** @param {string} key */
  async get(key) {
    const state = this.state;
    const entry = state.entries.get(key);
    if (entry && entry.epoch === state.epoch && Date.now() - entry.lastModified < MAX_AGE_MS) {
      // Most recently used last: Map keeps insertion order.
      state.entries.delete(key);
      state.entries.set(key, entry);
      return { lastModified: entry.lastModified, value: entry.value };
    }
    forget(state, key);
    // Bounded: a key asked for and never stored (a page that failed) must not grow this forever.
    if (state.missedIn.size > 10_000) state.missedIn.clear();
    state.missedIn.set(key, state.epoch);
    return null;
  }

  /**
   * @param {string} key
   * @param {unknown} value
   */
  async set(key, value) {
    const state = this.state;
    const renderedIn = state.missedIn.get(key);
    state.missedIn.delete(key);
    forget(state, key);
    if (value === null || value === undefined) return;
    if (renderedIn !== undefined && renderedIn !== state.epoch) return; // rendered across a change
    const size = sizeOf(value);
    state.entries.set(key, { value, lastModified: Date.now(), epoch: state.epoch, size });
    state.bytes += size;
    for (const oldest of state.entries.keys()) {
      if (state.bytes <= MAX_BYTES) break;
      forget(state, oldest);
    }
  }

  /** revalidatePath/revalidateTag in this process: pages are dropped as a whole, like any change. */
  async revalidateTag() {
    dropPrerenderedPages();
  }

  resetRequestCache() {}
}

/** Every prerendered page is rendered again on its next request. */
function dropPrerenderedPages() {
  pageCacheState().epoch += 1;
}

module.exports = PageCacheHandler;
module.exports.dropPrerenderedPages = dropPrerenderedPages;
module.exports.pageCacheState = pageCacheState;
