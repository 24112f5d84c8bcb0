/**
 * Carriers we can name in the reader's language (messages `orders.carriers.<key>`), by how Cloudprinter's
 * `shipping_option` starts. Carrier brands (DHL, UPS, FedEx) stay as written: that is how Thai readers
 * know them too.
 */
const knownCarriers = [
  { key: "nationalPost", names: ["national post"] },
  { key: "thailandPost", names: ["thailand post", "thai post"] },
  { key: "kerryExpress", names: ["kerry express", "kex express"] },
  { key: "flashExpress", names: ["flash express"] },
] as const;

type CarrierKey = (typeof knownCarriers)[number]["key"];

export type CarrierName = { key: CarrierKey } | { name: string };

/**
 * The carrier as a customer should read it (docs/order-lifecycle.md): Cloudprinter reports "Carrier -
 * service" ("DHL - Express ground"); the service is already shown as our own level name, in the reader's
 * language, so only the carrier remains: a message key when we know it, its own name otherwise.
 */
export function carrierName(shippingOption: string): CarrierName {
  const carrier = (shippingOption.split(" - ")[0] ?? shippingOption).trim();
  const lower = carrier.toLowerCase();
  const known = knownCarriers.find((entry) => (entry.names as readonly string[]).includes(lower));
  return known ? { key: known.key } : { name: carrier || shippingOption.trim() };
}

/** True when a name has no Thai letter: on a Thai page it is marked `lang="en"` for screen readers. */
export function isLatinName(name: string): boolean {
  return !/[\u0E00-\u0E7F]/.test(name);
}
