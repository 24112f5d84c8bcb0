"use client";

import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};
const supportsPasskeys = () => "PublicKeyCredential" in window;

/** Whether this browser can use passkeys (WebAuthn): null on the server, decided after hydration. */
export function usePasskeySupport(): boolean | null {
  return useSyncExternalStore<boolean | null>(noSubscription, supportsPasskeys, () => null);
}
