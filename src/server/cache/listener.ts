import { Client } from "pg";
import { log } from "../log";

/** The NOTIFY channel cache invalidations travel on; the payload is a JSON array of tags. */
export const CACHE_CHANNEL = "printgo_cache";

export type ListenerEvents = {
  /** Tags some process invalidated (this one included: its own NOTIFY comes back at commit). */
  onTags: (tags: string[]) => void;
  /** Notifications may have been missed (not listening yet, or the connection dropped): drop everything. */
  onGap: () => void;
};

export type CacheListener = {
  readonly url: string;
  /** Resolves once LISTEN is in force (and the caches were cleared of what was read before it). */
  readonly ready: Promise<void>;
  /** For tests that kill the connection: the backend pid of the current LISTEN session, if any. */
  backendPid(): number | undefined;
  stop(): Promise<void>;
};

/** Waits between reconnection attempts; the last repeats until the server answers. */
const RETRY_MS = [50, 250, 1_000, 5_000];

/**
 * A dedicated connection (not from the pool: a pooled client is handed to other queries and LISTEN is
 * per session) that LISTENs on CACHE_CHANNEL. Whenever it (re)connects or drops, `onGap` runs: a
 * NOTIFY sent while nobody listened is lost, so whatever was cached meanwhile can't be trusted.
 */
export function startListener(url: string, events: ListenerEvents): CacheListener {
  let stopped = false;
  let client: Client | undefined;
  let pid: number | undefined;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  function dropped(which: Client, error?: unknown): void {
    if (which !== client) return; // already handled, or stopped on purpose
    client = undefined;
    pid = undefined;
    which.end().catch(() => {});
    if (stopped) return;
    events.onGap();
    log.warn({ err: error }, "cache invalidation listener lost its connection; caches cleared, reconnecting");
    retry = setTimeout(connect, RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)]);
    retry.unref();
  }

  async function connect(): Promise<void> {
    const next = new Client({ connectionString: url });
    client = next;
    next.on("error", (error) => dropped(next, error));
    next.on("end", () => dropped(next));
    next.on("notification", (message) => {
      if (message.channel !== CACHE_CHANNEL) return;
      const tags = parseTags(message.payload);
      if (tags) events.onTags(tags);
      else events.onGap();
    });
    try {
      await next.connect();
      await next.query(`listen ${CACHE_CHANNEL}`);
      const { rows } = await next.query<{ pid: number }>("select pg_backend_pid() as pid");
      if (client === next) pid = rows[0]?.pid;
    } catch (error) {
      if (client === next) dropped(next, error);
      else next.end().catch(() => {});
      return;
    }
    if (client !== next) {
      // Stopped (or replaced) while connecting.
      next.end().catch(() => {});
      return;
    }
    attempt = 0;
    events.onGap();
    markReady();
  }

  void connect();
  return {
    url,
    ready,
    backendPid: () => pid,
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}

function parseTags(payload: string | undefined): string[] | undefined {
  try {
    const value: unknown = JSON.parse(payload ?? "");
    if (Array.isArray(value) && value.every((tag) => typeof tag === "string")) return value;
  } catch {
    // Not ours or garbled: the caller clears everything, the safe answer.
  }
  return undefined;
}
