import type { OrderShippingAddress } from "@/modules/orders/server";
import type { CpAddress, CpFile, CpNewOrder, CpOption, CpOrderItem } from "./cloudcore-schemas";

/**
 * One order line as the printer receives it: the catalog's providerLine (docs/cloudprinter.md §5.1),
 * fixed on the order item when the order was made. Counts are numbers here, strings on the wire.
 */
export type PrintLine = { product: string; options: { type: string; count: number }[]; count: number };

/** What the print order is made from: our order as stored, its lines, and each design's link and MD5. */
export type PrintOrderSource = {
  number: string;
  email: string;
  phone: string;
  shipping: OrderShippingAddress;
  items: {
    position: number;
    name: string;
    /** Exactly what is printed: product, options and copies. */
    line: PrintLine;
    /** `type`: which Cloudprinter file it is: `product` (flat), or a book's `cover` and `book`. */
    files: { type: CpFile["type"]; url: string; md5: string }[];
  }[];
};

/**
 * The built-in fallback levels (docs/product-rules.md#shipping; used when the provider's list could not be loaded) have no CloudCore
 * equivalent by name; these are the documented levels with the same promise (tracked, faster).
 */
const FALLBACK_LEVELS: Record<string, string> = { cp_priority: "cp_saver", cp_express: "cp_fast" };

export function providerShippingLevel(level: string): string {
  return FALLBACK_LEVELS[level] ?? level;
}

/**
 * First and last name from the one name field the checkout asks for: the last word is the family
 * name ("Somchai Jaidee", "Ana María García" → "Ana María" + "García"). A single word fills both,
 * because CloudCore requires both and a carrier label needs a surname.
 */
export function splitName(fullName: string): { firstname: string; lastname: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { firstname: words[0] ?? "", lastname: words[0] ?? "" };
  return { firstname: words.slice(0, -1).join(" "), lastname: words.at(-1)! };
}

/**
 * A print line in CloudCore's shape, counts as strings (docs/cloudprinter.md §1.4): `orders/quote` items
 * (shipping) and `orders/add` items both go through here, so what is rated is what is printed.
 */
export function cloudCoreLine(line: PrintLine): { product: string; options: CpOption[]; count: string } {
  return {
    product: line.product,
    options: line.options.map((option) => ({ type: option.type, count: String(option.count) })),
    count: String(line.count),
  };
}

/** CloudCore's `orders/add` body (without the API key) for one of our orders (docs/cloudprinter.md §2.3). */
export function buildPrintOrder(source: PrintOrderSource, supportEmail: string): CpNewOrder {
  const { shipping } = source;
  const address: CpAddress = {
    type: "delivery",
    ...splitName(shipping.name),
    street1: shipping.address,
    city: shipping.city,
    country: shipping.country,
    email: source.email,
    phone: source.phone,
    ...(shipping.postalCode ? { zip: shipping.postalCode } : {}),
    ...(shipping.state ? { state: shipping.state } : {}),
    ...(shipping.company ? { company: shipping.company } : {}),
  };
  const items: CpOrderItem[] = source.items.map((item) => ({
    // Unique within the order and stable across retries: the order number and the line's position.
    reference: `${source.number}-${item.position}`,
    ...cloudCoreLine(item.line),
    title: item.name,
    shipping_level: providerShippingLevel(shipping.level),
    files: item.files.map((file) => ({ type: file.type, url: file.url, md5sum: file.md5 })),
  }));
  return { reference: source.number, email: supportEmail, addresses: [address], items };
}
