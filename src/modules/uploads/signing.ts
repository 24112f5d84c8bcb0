import { createHmac, timingSafeEqual } from "node:crypto";
import type { UploadVariant } from "./constants";

/**
 * Expiry times are rounded up to this step, so the same file asked for twice within a few minutes
 * gets the same URL and the browser can reuse its cached copy.
 */
const EXPIRY_STEP_SECONDS = 300;

function signature(secret: string, id: string, variant: string, expires: number): string {
  // A separate key per purpose: the app secret also signs cookies and encrypts stored keys.
  return createHmac("sha256", `${secret}:upload-links`)
    .update(`${id}\n${variant}\n${expires}`)
    .digest("base64url");
}

/** `/api/uploads/{id}/{variant}?expires=…&sig=…`, valid for at least `ttlSeconds`. */
export function signUploadPath(
  secret: string,
  id: string,
  variant: UploadVariant,
  ttlSeconds: number,
  now = Date.now(),
): string {
  const earliest = Math.floor(now / 1000) + Math.max(1, Math.ceil(ttlSeconds));
  const expires = Math.ceil(earliest / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
  const query = new URLSearchParams({
    expires: String(expires),
    sig: signature(secret, id, variant, expires),
  });
  return `/api/uploads/${encodeURIComponent(id)}/${variant}?${query}`;
}

/**
 * Checks a link's signature (constant time) and expiry. Answers the seconds it stays valid, or
 * undefined for a tampered, foreign or expired link.
 */
export function verifyUploadLink(
  secret: string,
  link: { id: string; variant: string; expires: string | null; sig: string | null },
  now = Date.now(),
): number | undefined {
  if (!link.expires || !/^\d{1,12}$/.test(link.expires) || !link.sig) return undefined;
  const expires = Number(link.expires);
  const expected = Buffer.from(signature(secret, link.id, link.variant, expires));
  const given = Buffer.from(link.sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const remaining = expires - Math.floor(now / 1000);
  return remaining > 0 ? remaining : undefined;
}
