/**
 * Whether a state-changing request comes from our own pages (route handlers
 * don't get the Origin check Server Actions have). A browser always sends Origin on a cross-site
 * POST; without the header the caller is not a browser page, so there is nothing to forge.
 */
export function isSameOrigin(request: Request, appUrl: string): boolean {
  const origin = request.headers.get("origin");
  if (origin === null) return true;
  let claimed: URL;
  try {
    claimed = new URL(origin);
  } catch {
    return false; // "null" (sandboxed frames, file://) and garbage
  }
  // The host the browser talked to, as the proxy in front of us or Next's server saw it.
  const ownHost =
    request.headers.get("x-forwarded-host")?.split(",")[0]?.trim() ||
    request.headers.get("host") ||
    new URL(request.url).host;
  return claimed.host === ownHost || claimed.origin === new URL(appUrl).origin;
}
