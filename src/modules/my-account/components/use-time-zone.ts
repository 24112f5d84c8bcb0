"use client";

import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The visitor's time zone once hydrated; UTC in the server's HTML. React renders the server's value
 * first and then the browser's, so dates never mismatch on hydration and end up in local time.
 */
export function useTimeZone(): string {
  return useSyncExternalStore(noSubscription, browserTimeZone, () => "UTC");
}
