"use client";

import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False during the server render and hydration, true after: parts that read sessionStorage render
 * only then, so the server's HTML and the first client render always match; and a button that only
 * works with script stays disabled until it works (a click before hydration would do nothing).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
