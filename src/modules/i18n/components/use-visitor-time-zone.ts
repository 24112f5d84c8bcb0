"use client";

import { useSyncExternalStore } from "react";
import { SHOP_TIME_ZONE } from "../date-format";

const noSubscription = () => () => {};
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The visitor's time zone once hydrated; the shop's in the server's HTML. React renders the server's
 * value first and then the browser's, so dates never mismatch on hydration and end up in local time.
 */
export function useVisitorTimeZone(): string {
  return useSyncExternalStore(noSubscription, browserTimeZone, () => SHOP_TIME_ZONE);
}
