/*
 * A customer's page is /admin/customers/<key>: the customer's e-mail in lower case, written in
 * base64url (docs/admin.md#customers). An address has dots, and a path with a dot is taken for a file
 * and never reaches the pages' routing (src/proxy.ts's matcher), so the address itself cannot be the
 * segment. Anything that does not decode to an address is answered with a message, never sent to the
 * database.
 */

/** The longest address the shop's forms take (src/lib/form-text.ts). */
const MAX_EMAIL_LENGTH = 254;

/** One "@" with something on both sides, no spaces, quotes, angle brackets or control characters. */
const EMAIL_SHAPE = /^[^\s@"<>\p{Cc}]+@[^\s@"<>\p{Cc}]+$/u;

/** base64url of at most MAX_EMAIL_LENGTH UTF-8 bytes. */
const SEGMENT_SHAPE = /^[A-Za-z0-9_-]{1,400}$/;

function toBase64Url(text: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

function fromBase64Url(segment: string): string | null {
  try {
    const binary = atob(segment.replaceAll("-", "+").replaceAll("_", "/"));
    const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0));
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The path of a customer's page (key: the e-mail in lower case), without the language prefix. */
export function customerPath(key: string): string {
  return `/admin/customers/${toBase64Url(key)}`;
}

/** The key in a page's route segment, or null when it does not name an e-mail address. */
export function parseCustomerKey(segment: string): string | null {
  if (!SEGMENT_SHAPE.test(segment)) return null;
  const key = fromBase64Url(segment)?.trim().toLowerCase();
  if (!key || key.length > MAX_EMAIL_LENGTH || !EMAIL_SHAPE.test(key)) return null;
  return key;
}
