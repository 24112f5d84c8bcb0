/**
 * Password length rules, shared by Better Auth's config (auth.server.ts) and the forms, so the browser
 * says "too short" with the same number the server enforces.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
