import { randomBytes, randomInt } from "node:crypto";

/** A random start, so ids from two memory-only runs rarely collide in the shop's database. */
export function firstSequence(): number {
  return randomInt(0, 50_000);
}

/**
 * A 14-digit Cloudprinter-looking order id ("21034900000000" in the reference): 2-digit year, day of
 * the year, a 5-digit sequence, and four zeros that item ids replace with the item's position.
 */
export function orderId(ms: number, sequence: number): string {
  const date = new Date(ms);
  const yearStart = Date.UTC(date.getUTCFullYear(), 0, 1);
  const day = Math.floor((ms - yearStart) / 86_400_000) + 1;
  const year = String(date.getUTCFullYear() % 100).padStart(2, "0");
  return `${year}${String(day).padStart(3, "0")}${String(sequence % 100_000).padStart(5, "0")}0000`;
}

export function itemId(order: string, index: number): string {
  return `${order.slice(0, 10)}${String(index + 1).padStart(4, "0")}`;
}

/** Shipping-quote hashes are 64 hex characters (docs/cloudprinter.md §2.6). */
export function quoteHash(): string {
  return randomBytes(32).toString("hex");
}

export function signalId(): string {
  return `sig_${randomBytes(8).toString("hex")}`;
}

/** Unique per item because item ids are; the prefix makes simulated parcels obvious. */
export function trackingNumber(item: string): string {
  return `SIM${item}`;
}
