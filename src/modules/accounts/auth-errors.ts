/**
 * What a failed Better Auth call means to the visitor, as a key of `auth.errors` in the messages.
 * The forms never show Better Auth's own text or codes: they are English and name internals.
 */
export type AuthErrorKey =
  | "invalidCredentials"
  | "emailNotVerified"
  | "tooManyAttempts"
  | "passwordTooShort"
  | "passwordTooLong"
  | "invalidEmail"
  | "invalidToken"
  | "generic";

/** The parts of a Better Auth client error we read (`{ error }` of any authClient call). */
export type AuthFailure = { status?: number; code?: string | null } | null | undefined;

// A Map, not an object literal: a code like "toString" must not find Object.prototype's members.
const byCode = new Map<string, AuthErrorKey>([
  ["INVALID_EMAIL_OR_PASSWORD", "invalidCredentials"],
  ["INVALID_PASSWORD", "invalidCredentials"],
  // Sign-in has just mailed a fresh link (emailVerification.sendOnSignIn), so the message says so.
  ["EMAIL_NOT_VERIFIED", "emailNotVerified"],
  ["PASSWORD_TOO_SHORT", "passwordTooShort"],
  ["PASSWORD_TOO_LONG", "passwordTooLong"],
  ["INVALID_EMAIL", "invalidEmail"],
  ["INVALID_TOKEN", "invalidToken"],
  ["TOKEN_EXPIRED", "invalidToken"],
]);

export function authErrorKey(failure: AuthFailure): AuthErrorKey {
  // The rate limiter answers 429 with no code; a limit is a limit whatever the endpoint.
  if (failure?.status === 429) return "tooManyAttempts";
  return (failure?.code && byCode.get(failure.code)) || "generic";
}
