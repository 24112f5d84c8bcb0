import { localizedPath, type Locale } from "@/modules/i18n";
import { safeReturnPath } from "./safe-return-path";

/*
 * Where the auth pages send the visitor. `next` is the page that sent them to sign in (?next=, already
 * a full path with its language prefix); anything that is not a path on this site is ignored.
 */

/** The sign-in pages themselves, in either language: never a place to come back to. */
const AUTH_PAGES = /^\/(?:[a-z]{2}\/)?auth(?:[/?#]|$)/;

/** After signing in with a password or Google: back where they came from, else the home page. */
export function afterSignInPath(locale: Locale, next: string | null | undefined): string {
  const home = localizedPath(locale, "/");
  const path = safeReturnPath(next, home);
  // /auth sends a signed-in visitor to ?next; pointing back at itself would loop.
  return AUTH_PAGES.test(path) ? home : path;
}

/**
 * The callbackURL of the verification mail: where the link lands, signed in. Its language prefix also
 * picks the mail's language (mail-locale.ts), so it is always localized.
 */
export function afterVerificationPath(locale: Locale, next: string | null | undefined): string {
  return safeReturnPath(next, localizedPath(locale, "/my-account"));
}

/** The page Better Auth's reset link lands on (with ?token= or ?error=INVALID_TOKEN). */
export function resetPasswordPath(locale: Locale): string {
  return localizedPath(locale, "/auth/reset-password");
}

/** The sign-in page, keeping `next`, with extra query parameters (e.g. the view to open). */
export function authPagePath(
  locale: Locale,
  next: string | null | undefined,
  extra: Record<string, string> = {},
): string {
  const query = new URLSearchParams(extra);
  const safeNext = safeReturnPath(next, "");
  if (safeNext) query.set("next", safeNext);
  const search = query.toString();
  return `${localizedPath(locale, "/auth")}${search ? `?${search}` : ""}`;
}
