"use client";

import { usePathname } from "next/navigation";
import { useEffect, useSyncExternalStore } from "react";
import type { HeaderUser } from "../header-user";

/**
 * The signed-in visitor as the header shows them, read from /api/me after the page loads: undefined
 * until the answer (the header keeps the space empty rather than flash "Sign in"), then the user or
 * null. Asked again after every navigation (sign-in ends with one) and after sign-out.
 */
let current: HeaderUser | null | undefined;
let asked = 0;
let inflight: Promise<void> | undefined;
const listeners = new Set<() => void>();

function publish(user: HeaderUser | null | undefined) {
  current = user;
  for (const listener of listeners) listener();
}

/**
 * Reads the session again. Readers mounting together share one request; `fresh` (after sign-out)
 * starts a new one, and the latest request wins when answers cross.
 */
export function refreshHeaderUser({ fresh = false } = {}): Promise<void> {
  if (inflight && !fresh) return inflight;
  const call = ++asked;
  const request = (async () => {
    try {
      const response = await fetch("/api/me", { cache: "no-store" });
      const user = response.ok ? ((await response.json()) as HeaderUser | null) : null;
      if (call === asked) publish(user);
    } catch {
      // Offline or the server restarting: the signed-out header, as headerUser() does on failure.
      if (call === asked) publish(null);
    }
  })();
  inflight = request;
  void request.finally(() => {
    if (inflight === request) inflight = undefined;
  });
  return request;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useHeaderUser(): HeaderUser | null | undefined {
  const pathname = usePathname();
  useEffect(() => {
    void refreshHeaderUser();
  }, [pathname]);
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => undefined,
  );
}
