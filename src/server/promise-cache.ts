/**
 * Remembers answers (promises) by key for `ttlMs`, at most `maxEntries` of them: past that the least
 * recently used goes, so callers that can vary the key (every quantity is a new quote) can't grow a
 * process's memory without end. A failed answer is forgotten at once, so the next caller asks again
 * instead of getting the failure until it expires. A Map keeps insertion order; re-inserting on use
 * makes that order "least recently used first".
 */
export function promiseCache(options: { maxEntries: number; ttlMs: number; now?: () => number }) {
  const { maxEntries, ttlMs, now = Date.now } = options;
  const entries = new Map<string, { value: Promise<unknown>; at: number }>();
  return {
    remember<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      entries.delete(key);
      if (hit && now() - hit.at < ttlMs) {
        entries.set(key, hit);
        return hit.value as Promise<T>;
      }
      const value = load();
      const entry = { value, at: now() };
      entries.set(key, entry);
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
  };
}
