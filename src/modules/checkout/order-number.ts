/** No 0/O, 1/I/L: an order number is read out over the phone and typed from paper. */
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const LENGTH = 8;

/** "PG-" plus 8 random characters (31^8 ≈ 8.5·10^11): unguessable enough, short enough to type. */
export function newOrderNumber(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(LENGTH * 2));
  let suffix = "";
  // Rejection sampling keeps every character equally likely (256 is not a multiple of 31).
  for (const byte of bytes) {
    if (byte >= 248) continue;
    suffix += ALPHABET[byte % ALPHABET.length];
    if (suffix.length === LENGTH) break;
  }
  return suffix.length === LENGTH ? `PG-${suffix}` : newOrderNumber();
}
