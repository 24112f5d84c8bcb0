/*
 * Every endpoint Better Auth serves under /api/auth, keyed by its path as Better Auth names it, and
 * whether a browser may reach it. "public" and "user" are the ones the shop's own pages and mailed links
 * call ("user": Better Auth answers 401 without a session); everything else is "blocked" and answers 404,
 * because the shop does that work itself, with its own rules (roles: last-admin rule and audit log;
 * profile: validated action; passkey removal: our action) or not at all. The route refuses any path not
 * allowed here (`isAllowedAuthPath`), so an endpoint a Better Auth upgrade or a new plugin brings is shut
 * until someone decides; src/composition/authorization.test.ts fails until it has a row.
 */

/** Where Better Auth's HTTP API is served (src/app/api/auth/[...all]/route.ts). */
export const AUTH_BASE_PATH = "/api/auth";

export type AuthEndpointRule =
  { access: "public"; why: string } | { access: "user"; why: string } | { access: "blocked"; why: string };

const open = (why: string): AuthEndpointRule => ({ access: "public", why });
const signedIn = (why: string): AuthEndpointRule => ({ access: "user", why });
const blocked = (why: string): AuthEndpointRule => ({ access: "blocked", why });

const notUsed = blocked("the shop offers no such thing");
const adminPlugin = blocked("staff manage accounts and roles through the shop's own actions");

export const authEndpointRules: Record<string, AuthEndpointRule> = {
  // Sign-up, sign-in, sign-out, session
  "/sign-up/email": open("the sign-up form"),
  "/sign-in/email": open("the sign-in form"),
  "/sign-in/social": open('"Continue with Google"'),
  "/callback/:id": open("Google returns here"),
  "/sign-out": open("the account menu; ends the caller's own session"),
  "/get-session": open("the caller's own session, or null"),
  "/error": open("Better Auth's page for a sign-in link that went wrong"),
  // Mailed links and the forms they lead to
  "/verify-email": open("the verification link"),
  "/request-password-reset": open("the forgot-password form; answers the same for any e-mail"),
  "/reset-password/:token": open("the reset link, on its way to our reset page"),
  "/reset-password": open("the reset form; needs the mailed token"),
  "/send-verification-email": blocked("signing in with an unverified e-mail sends the link again"),
  // The account page
  "/change-password": signedIn("the password form on the account page"),
  "/passkey/generate-register-options": signedIn("adding a passkey on the account page"),
  "/passkey/verify-registration": signedIn("adding a passkey on the account page"),
  "/passkey/generate-authenticate-options": open("signing in with a passkey"),
  "/passkey/verify-authentication": open("signing in with a passkey"),
  "/passkey/list-user-passkeys": blocked("the account page reads the list on the server"),
  "/passkey/delete-passkey": blocked("removal goes through our action"),
  "/passkey/update-passkey": notUsed,
  "/update-user": blocked("profile changes go through our validated action"),
  "/change-email": notUsed,
  "/delete-user": notUsed,
  "/delete-user/callback": notUsed,
  "/verify-password": notUsed,
  "/update-session": notUsed,
  "/list-sessions": notUsed,
  "/revoke-session": notUsed,
  "/revoke-sessions": notUsed,
  "/revoke-other-sessions": notUsed,
  "/link-social": notUsed,
  "/list-accounts": notUsed,
  "/unlink-account": notUsed,
  "/refresh-token": notUsed,
  "/get-access-token": notUsed,
  "/account-info": notUsed,
  "/ok": notUsed,
  // The admin plugin: it keeps users.role and its session fields, but its HTTP API would skip the
  // last-admin rule and the audit log.
  "/admin/set-role": adminPlugin,
  "/admin/create-user": adminPlugin,
  "/admin/set-user-password": adminPlugin,
  "/admin/update-user": adminPlugin,
  "/admin/remove-user": adminPlugin,
  "/admin/get-user": adminPlugin,
  "/admin/list-users": adminPlugin,
  "/admin/list-user-sessions": adminPlugin,
  "/admin/ban-user": adminPlugin,
  "/admin/unban-user": adminPlugin,
  "/admin/revoke-user-session": adminPlugin,
  "/admin/revoke-user-sessions": adminPlugin,
  "/admin/impersonate-user": adminPlugin,
  "/admin/stop-impersonating": adminPlugin,
  "/admin/has-permission": adminPlugin,
};

/** The blocked paths, for Better Auth's own `disabledPaths` (it compares whole paths). */
export const blockedAuthPaths: string[] = Object.entries(authEndpointRules)
  .filter(([, rule]) => rule.access === "blocked")
  .map(([path]) => path);

const allowedPatterns: RegExp[] = Object.entries(authEndpointRules)
  .filter(([, rule]) => rule.access !== "blocked")
  .map(([path]) => new RegExp(`^${escapeRegExp(path).replace(/:[^/]+/g, "[^/]+")}$`));

/**
 * Whether a request's pathname ("/api/auth/sign-in/email", "/api/auth/callback/google") names an
 * endpoint a browser may call. A ":param" stands for one path segment.
 */
export function isAllowedAuthPath(pathname: string): boolean {
  if (!pathname.startsWith(`${AUTH_BASE_PATH}/`)) return false;
  const path = pathname.slice(AUTH_BASE_PATH.length);
  return allowedPatterns.some((pattern) => pattern.test(path));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
