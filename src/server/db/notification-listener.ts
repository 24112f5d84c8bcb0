import { Client } from "pg";
import { log } from "../log";

export type NotificationEvents = {
  /** A NOTIFY on the channel, from any process (this one included: its own comes back at commit). */
  onNotification: (payload: string | undefined) => void;
  /** Notifications may have been missed (not listening yet, or the connection dropped). */
  onGap: () => void;
};

export type NotificationListener = {
  readonly url: string;
  /** Resolves once LISTEN is in force (and onGap has run for what came before it). */
  readonly ready: Promise<void>;
  /** For tests that kill the connection: the backend pid of the current LISTEN session, if any. */
  backendPid(): number | undefined;
  stop(): Promise<void>;
};

/** Waits between reconnection attempts; the last repeats until the server answers. */
const RETRY_MS = [50, 250, 1_000, 5_000];

/**
 * A dedicated connection (not from the pool: a pooled client is handed to other queries and LISTEN is
 * per session) that LISTENs on `channel` of the PostgreSQL server at `url`, and reconnects when it
 * drops. Whenever it (re)connects or drops, `onGap` runs: a NOTIFY sent while nobody listened is lost.
 * Used by the caches (invalidations) and the job runner (wake-ups).
 */
export function listenForNotifications(
  url: string,
  channel: string,
  events: NotificationEvents,
): NotificationListener {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a plain channel name: ${channel}`);
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
    log.warn({ err: error, channel }, "notification listener lost its connection; reconnecting");
    retry = setTimeout(connect, RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)]);
    retry.unref();
  }

  async function connect(): Promise<void> {
    const next = new Client({ connectionString: url });
    client = next;
    next.on("error", (error) => dropped(next, error));
    next.on("end", () => dropped(next));
    next.on("notification", (message) => {
      if (message.channel === channel) events.onNotification(message.payload);
    });
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
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
