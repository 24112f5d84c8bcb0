/*
 * A customer's page is /admin/customers/<key>: the key is the customer's e-mail in lower case,
 * URL-encoded (docs/admin.md#customers). Anything else in that place is answered with a message, never
 * sent to the database as it is.
 */

/** The longest address the shop's forms take (src/lib/form-text.ts). */
const MAX_EMAIL_LENGTH = 254;

/** One "@" with something on both sides, no spaces, quotes, angle brackets or control characters. */
const EMAIL_SHAPE = /^[^\s@"<>\p{Cc}]+@[^\s@"<>\p{Cc}]+$/u;

/** The key of an e-mail address: the link to that customer's page uses it. */
function customerKeyOf(email: string): string {
  return email.trim().toLowerCase();
}

/** The path of a customer's page, without the language prefix. */
export function customerPath(key: string): string {
  return `/admin/customers/${encodeURIComponent(key)}`;
}

/**
 * The key in a page's route segment, or null when it cannot be an e-mail address. Next hands the
 * segment over still %-encoded or already decoded depending on how it was reached; both are accepted
 * (the shop's addresses never contain "%").
 */
export function parseCustomerKey(segment: string): string | null {
  let text = segment;
  if (text.includes("%")) {
    try {
      text = decodeURIComponent(text);
    } catch {
      return null;
    }
  }
  const key = customerKeyOf(text);
  if (key.length === 0 || key.length > MAX_EMAIL_LENGTH || !EMAIL_SHAPE.test(key)) return null;
  return key;
}
