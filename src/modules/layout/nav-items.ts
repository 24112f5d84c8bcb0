/** The header's main navigation (docs/product-rules.md#navigation), in order. Labels are keys of `nav`. */
export const mainNavItems = [
  { href: "/products", label: "products" },
  { href: "/pricing", label: "pricing" },
  { href: "/how-it-works", label: "howItWorks" },
  { href: "/track-order", label: "trackOrder" },
  { href: "/support", label: "support" },
] as const;
