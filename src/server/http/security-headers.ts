import { STATIC_CONTENT_SECURITY_POLICY } from "./content-security-policy";

/**
 * The headers every answer carries (README.md "Operations"): Next adds them to its own answers
 * (next.config.ts) and the custom server's edge to the ones it gives itself (edge/edge-refusals.ts),
 * so an early refusal is as locked down as a page. Pages replace the policy with their own, with a
 * nonce (src/proxy.ts).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // Nobody may frame the shop (clickjacking on checkout and account pages).
  "X-Frame-Options": "DENY",
  "Content-Security-Policy": STATIC_CONTENT_SECURITY_POLICY,
  "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
};
