"use client";

import { makeZodJitless } from "../zod-jitless";

/**
 * Browser-side settings that keep libraries inside the page's Content-Security-Policy (README.md
 * "Operations"), applied when this module loads, before anything renders. Renders nothing.
 * - Radix's scroll lock (react-style-singleton) adds a <style> when a menu or dialog opens and takes its
 *   nonce from window.__webpack_nonce__: the nonce is on Next's own scripts, so it is read from there.
 * - zod probes for eval (`Function("")`) to compile schemas, which the policy forbids and reports:
 *   jitless mode skips the probe (set without loading zod: ../zod-jitless.ts). The server keeps the
 *   faster compiled schemas.
 */
if (typeof document !== "undefined") {
  const holder = window as unknown as { __webpack_nonce__?: string };
  holder.__webpack_nonce__ ??= document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce || undefined;
  makeZodJitless();
}

export function CspClientSetup() {
  return null;
}
