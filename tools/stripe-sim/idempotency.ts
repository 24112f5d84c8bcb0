/** A response the API sent, kept so that a retried request gets the very same answer. */
export type StoredResponse = { status: number; body: string };

type Entry = StoredResponse & { method: string; path: string; requestBody: string; savedAt: number };

const TTL_MS = 24 * 3600 * 1000; // Stripe forgets keys after 24 hours.

/**
 * Stripe's idempotency: the first result for a key is replayed for every later request with that
 * key, and reusing a key for a different request is an error. Keys are per account; the simulator is
 * one account, so they are global.
 */
export class IdempotencyStore {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly nowMs: () => number) {}

  lookup(
    key: string,
    method: string,
    path: string,
    requestBody: string,
  ): { replay: StoredResponse } | { mismatch: true } | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.nowMs() - entry.savedAt > TTL_MS) {
      this.entries.delete(key);
      return undefined;
    }
    if (entry.method !== method || entry.path !== path || entry.requestBody !== requestBody) {
      return { mismatch: true };
    }
    return { replay: { status: entry.status, body: entry.body } };
  }

  save(key: string, method: string, path: string, requestBody: string, response: StoredResponse): void {
    this.entries.set(key, { ...response, method, path, requestBody, savedAt: this.nowMs() });
  }
}
