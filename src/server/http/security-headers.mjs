// Plain JavaScript (types in security-headers.d.mts) because next.config.mjs imports it: Node loads
// that file at every start, and a TypeScript config would make Next load its SWC compiler (~26 MB
// resident) to read it (docs/architecture.md#memory).

/** For everything outside the proxy (API answers, static files): nothing may run or be framed. */
const STATIC_CONTENT_SECURITY_POLICY =
  "default-src 'none'; frame-ancestors 'none'; form-action 'none'; base-uri 'none'";

/**
 * The headers every answer carries (README.md "Operations"): Next adds them to its own answers
 * (next.config.mjs) and the custom server's edge to the ones it gives itself (edge/edge-refusals.ts),
 * so an early refusal is as locked down as a page. Pages replace the policy with their own, with a
 * nonce (src/proxy.ts).
 */
export const SECURITY_HEADERS = Object.freeze({
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // Nobody may frame the shop (clickjacking on checkout and account pages).
  "X-Frame-Options": "DENY",
  "Content-Security-Policy": STATIC_CONTENT_SECURITY_POLICY,
  "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
});
