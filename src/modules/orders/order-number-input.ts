const PREFIX = "PG-";
/** Checkout's numbers are "PG-" plus 8 characters (src/modules/checkout/order-number.ts). */
const SUFFIX_LENGTH = 8;

/**
 * What a customer typed or pasted as an order number, in the stored form "PG-XXXXXXXX": upper-cased,
 * typographic dashes (from mails and PDFs) made plain, "PG 1234…" and "PG1234…" given their dash,
 * anything outside A-Z, 0-9 and "-" dropped (so odd input can never upset the query), and the "PG-"
 * prefix added when left out.
 */
export function normaliseOrderNumber(input: string): string {
  const compact = input
    .slice(0, 64)
    .toUpperCase()
    .replace(/[\u2010-\u2015\u2212_]/g, "-")
    .replace(/^[\s#]*PG[\s-]+/, PREFIX)
    .replace(/[^A-Z0-9-]/g, "");
  if (compact === "") return "";
  if (compact.startsWith(PREFIX)) return compact;
  // "PG" glued to 8 characters: a bare suffix is only 8 long, so 10 can only be the prefix without dash.
  if (compact.startsWith("PG") && compact.length === 2 + SUFFIX_LENGTH) return PREFIX + compact.slice(2);
  return PREFIX + compact;
}
