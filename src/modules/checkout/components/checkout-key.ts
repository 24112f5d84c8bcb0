import type { CartView } from "@/modules/cart";

/**
 * A v4 UUID. `crypto.randomUUID` exists only on secure origins (https, localhost); a phone testing
 * the shop over the LAN has plain http, where `getRandomValues` still works.
 */
export function newCheckoutKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** What the server's cart looked like to the shopper: lines, quantities and prices. */
export function cartSignature(cart: Pick<CartView, "lines">): string {
  return cart.lines.map((line) => `${line.id}:${line.quantity}:${line.lineTotal}`).join("|");
}

/**
 * One key per attempt: the same form and cart give the same key (a double click or a retry after a
 * failure finds the order the server already made), any change gives a new one (a new order).
 */
export function createCheckoutKeys(makeKey: () => string = newCheckoutKey) {
  let current: { fingerprint: string; key: string } | undefined;
  return function keyFor(form: unknown, cart: string): string {
    const fingerprint = JSON.stringify([form, cart]);
    if (current?.fingerprint !== fingerprint) current = { fingerprint, key: makeKey() };
    return current.key;
  };
}
