import { listenForNotifications, type NotificationListener } from "../db/notification-listener";

/** The NOTIFY channel cache invalidations travel on; the payload is a JSON array of tags. */
export const CACHE_CHANNEL = "printgo_cache";

export type ListenerEvents = {
  /** Tags some process invalidated (this one included: its own NOTIFY comes back at commit). */
  onTags: (tags: string[]) => void;
  /** Notifications may have been missed (not listening yet, or the connection dropped): drop everything. */
  onGap: () => void;
};

export type CacheListener = NotificationListener;

/**
 * Listens for invalidations on CACHE_CHANNEL. Whenever the connection (re)connects or drops, `onGap`
 * runs: whatever was cached meanwhile can't be trusted. A payload that isn't a list of tags counts as
 * a gap too, the safe answer.
 */
export function startListener(url: string, events: ListenerEvents): CacheListener {
  return listenForNotifications(url, CACHE_CHANNEL, {
    onNotification(payload) {
      const tags = parseTags(payload);
      if (tags) events.onTags(tags);
      else events.onGap();
    },
    onGap: events.onGap,
  });
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
