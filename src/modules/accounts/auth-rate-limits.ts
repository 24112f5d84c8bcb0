/**
 * Limits per client address on the endpoints an attacker would hammer (docs/accounts.md, "Hardening").
 * They hold in tests too: Better Auth turns its limiter off outside production unless told otherwise.
 * Counters live in the database (auth_rate_limits), so every app process shares them.
 */
export const authRateLimitRules = {
  "/sign-in/email": { window: 60, max: 10 },
  "/sign-in/passkey": { window: 60, max: 10 },
  "/sign-up/email": { window: 60 * 10, max: 10 },
  "/request-password-reset": { window: 60 * 10, max: 5 },
  "/reset-password": { window: 60 * 10, max: 10 },
  "/send-verification-email": { window: 60 * 10, max: 5 },
  "/change-password": { window: 60, max: 10 },
};
