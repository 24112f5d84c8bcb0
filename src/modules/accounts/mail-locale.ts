/**
 * The language an account mail is written in: the one of the page that asked for it. Better Auth puts
 * that page in the link's `callbackURL` (/th/... for Thai); without one, the Referer of the request;
 * without either, the language the account was made in.
 */
export function accountMailLocale(link: string, referer: string | null, accountLocale: unknown): "en" | "th" {
  const fromPath = (path: string | null | undefined) =>
    path == null ? undefined : path === "/th" || path.startsWith("/th/") ? "th" : "en";
  let callback: string | null = null;
  try {
    callback = new URL(link).searchParams.get("callbackURL");
  } catch {
    callback = null;
  }
  if (callback) {
    try {
      return fromPath(new URL(callback, "http://x.invalid").pathname)!;
    } catch {
      // fall through
    }
  }
  if (referer) {
    try {
      return fromPath(new URL(referer).pathname)!;
    } catch {
      // fall through
    }
  }
  return accountLocale === "th" ? "th" : "en";
}
