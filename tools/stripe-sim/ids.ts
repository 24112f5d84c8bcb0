import { randomBytes } from "node:crypto";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/**
 * A Stripe-looking id: prefix plus random letters and digits. Real ids vary in length by object, so
 * the shop must treat them as opaque strings; the lengths here roughly follow Stripe's.
 */
export function stripeId(prefix: string, length = 24): string {
  let id = prefix;
  for (const byte of randomBytes(length)) id += ALPHABET.charAt(byte % ALPHABET.length);
  return id;
}
